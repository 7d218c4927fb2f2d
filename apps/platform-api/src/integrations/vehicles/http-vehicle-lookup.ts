import { isValidVrn, normaliseVrn } from '@brand/domain';
import { ProviderError } from '../provider-error';
import type { VehicleFilter, VehicleLookup, VehicleSpecification } from './vehicle-lookup';

/**
 * A vehicle record as the provider's REST API sends it (a typical UK vehicle-data API: PascalCase
 * fields, the ABI group with its security letter, power in kW, the valuation in pounds).
 */
export type ProviderVehicle = {
  VehicleCode: string;
  ModelYear: number;
  Make: string;
  Model: string;
  Derivative?: string | null;
  FuelType?: string | null;
  SecondaryFuelType?: string | null;
  ElectricVehicleType?: string | null;
  BodyStyle?: string | null;
  TransmissionType?: string | null;
  DriveType?: string | null;
  EngineCapacityCc?: number | null;
  EngineDescription?: string | null;
  PowerKw?: number | null;
  SeatingCapacity?: number | null;
  RangeStartYear?: number | null;
  RangeEndYear?: number | null;
  IntroducedDate?: string | null;
  DiscontinuedDate?: string | null;
  Aspiration?: string | null;
  IsImported?: boolean | null;
  GrossWeightKg?: number | null;
  /** The ABI group and its security letter, '28E'. */
  InsuranceGroup?: string | null;
  ValuationGbp?: number | null;
  /** 'R' right-hand drive, 'L' left-hand drive. */
  DriverSide?: 'R' | 'L' | null;
};

/** Where the provider is and how the platform signs in to it. */
export type HttpVehicleLookupOptions = {
  baseUrl: string;
  apiKey: string;
  /** How long one call may take before it is abandoned. @default 5000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
};

/** The provider could not answer: unreachable, too slow, refused the key or sent nonsense. */
export class VehicleProviderError extends ProviderError {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'VehicleProviderError';
  }
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 5000;

// Gearboxes the provider names beyond manual: all are automatic to the rating.
const AUTOMATIC_GEARBOXES = /^(auto|cvt|dct|dsg|semi|steptronic|single)/i;

function present<T>(value: T | null | undefined): T | undefined {
  return value === null || value === '' ? undefined : (value as T);
}

function insuranceGroup(group: string | null | undefined): number | null {
  const match = /^(\d{1,2})[A-Z]?$/i.exec(group?.trim() ?? '');
  const number = match ? Number(match[1]) : Number.NaN;
  return number >= 1 && number <= 50 ? number : null;
}

function transmission(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (/^manual/i.test(value)) return 'Manual';
  return AUTOMATIC_GEARBOXES.test(value) ? 'Automatic' : value;
}

// AbortSignal.timeout rejects with a DOMException named TimeoutError (not always an Error instance).
function isTimeout(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'TimeoutError';
}

/** The provider's record in the platform's terms. */
export function fromProvider(record: ProviderVehicle): VehicleSpecification {
  const steering = record.DriverSide
    ? ({ R: 'RHD', L: 'LHD' } as const)[record.DriverSide]
    : undefined;
  const specification: VehicleSpecification = {
    year: record.ModelYear,
    make: record.Make,
    model: record.Model,
    trim: present(record.Derivative),
    primaryFuel: present(record.FuelType),
    secondaryFuel: present(record.SecondaryFuelType),
    electricVehicleType: present(record.ElectricVehicleType),
    bodyStyle: present(record.BodyStyle),
    transmission: transmission(record.TransmissionType),
    driveTrain: present(record.DriveType),
    engineCapacity: present(record.EngineCapacityCc),
    engineLabel: present(record.EngineDescription),
    enginePower: present(record.PowerKw),
    numberOfSeats: present(record.SeatingCapacity),
    rangeStartYear: present(record.RangeStartYear),
    rangeEndYear: present(record.RangeEndYear),
    startDate: present(record.IntroducedDate)?.slice(0, 10),
    endDate: present(record.DiscontinuedDate)?.slice(0, 10),
    aspirationType: present(record.Aspiration),
    imported: record.IsImported ?? false,
    grossWeight: present(record.GrossWeightKg),
    vehicleCode: record.VehicleCode,
    insuranceGroup: insuranceGroup(record.InsuranceGroup),
    estimatedValue: present(record.ValuationGbp) ?? null,
    steering,
  };
  // Leave absent fields out rather than sending `undefined` keys around.
  return Object.fromEntries(
    Object.entries(specification).filter(([, value]) => value !== undefined),
  ) as VehicleSpecification;
}

/** The vehicle lookup of the provider's REST API: GET /vehicles, /makes, /models with an x-api-key. */
export function createHttpVehicleLookup(options: HttpVehicleLookupOptions): VehicleLookup {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const fetchFn = options.fetch ?? globalThis.fetch;

  // The body of a GET, or null for 404 (the provider's "no such vehicle").
  async function get<T>(path: string, query: Record<string, string> = {}): Promise<T | null> {
    const url = `${baseUrl}${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
    let response: Response;
    try {
      response = await fetchFn(url, {
        headers: { accept: 'application/json', 'x-api-key': options.apiKey },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new VehicleProviderError(
        isTimeout(error)
          ? `The vehicle data provider did not answer within ${timeoutMs} ms.`
          : `The vehicle data provider could not be reached: ${(error as Error).message}`,
      );
    }
    if (response.status === 404) return null;
    if (response.status === 401 || response.status === 403) {
      throw new VehicleProviderError(
        `The vehicle data provider refused the API key (${response.status}).`,
        response.status,
      );
    }
    if (!response.ok) {
      throw new VehicleProviderError(
        `The vehicle data provider answered ${response.status}.`,
        response.status,
      );
    }
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new VehicleProviderError(
        isTimeout(error)
          ? `The vehicle data provider did not answer within ${timeoutMs} ms.`
          : 'The vehicle data provider answered with invalid JSON.',
      );
    }
  }

  const results = async (query: Record<string, string>) =>
    ((await get<{ Results?: ProviderVehicle[] }>('/vehicles', query))?.Results ?? []).map(
      fromProvider,
    );

  return {
    async byRegistration(vrn) {
      if (!isValidVrn(vrn)) return null;
      return (await results({ vrm: normaliseVrn(vrn) }))[0] ?? null;
    },
    async makes(year) {
      return (await get<{ Makes?: string[] }>('/makes', { year: String(year) }))?.Makes ?? [];
    },
    async models(year, make) {
      const body = await get<{ Models?: string[] }>('/models', { year: String(year), make });
      return body?.Models ?? [];
    },
    async vehicles({ year, make, model }: VehicleFilter) {
      return results({ year: String(year), make, model });
    },
    async byCode(vehicleCode) {
      const record = await get<ProviderVehicle>(`/vehicles/${encodeURIComponent(vehicleCode)}`);
      return record ? fromProvider(record) : null;
    },
  };
}
