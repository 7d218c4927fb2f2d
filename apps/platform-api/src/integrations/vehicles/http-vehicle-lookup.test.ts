import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createHttpVehicleLookup,
  type ProviderVehicle,
  VehicleProviderError,
} from './http-vehicle-lookup';

const COOPER_S: ProviderVehicle = {
  VehicleCode: 'ABI-32145601',
  ModelYear: 2019,
  Make: 'MINI',
  Model: 'Hatch 3-door',
  Derivative: 'Cooper S Sport',
  FuelType: 'Petrol',
  SecondaryFuelType: null,
  ElectricVehicleType: '',
  BodyStyle: '3-door Hatch',
  TransmissionType: 'Steptronic',
  DriveType: 'FWD',
  EngineCapacityCc: 1998,
  EngineDescription: '2.0',
  PowerKw: 141,
  SeatingCapacity: 4,
  RangeStartYear: 2014,
  RangeEndYear: 2024,
  IntroducedDate: '2014-03-01T00:00:00Z',
  DiscontinuedDate: null,
  Aspiration: 'Turbocharged',
  IsImported: false,
  GrossWeightKg: 1655,
  InsuranceGroup: '27E',
  ValuationGbp: 14250,
  DriverSide: 'R',
};

type Handler = (request: IncomingMessage, url: URL, response: ServerResponse) => void;

// A stand-in for the provider on a free local port; each test sets how it answers.
let handler: Handler;
let server: Server;
let baseUrl: string;
const seen: Array<{ url: URL; key: string | undefined }> = [];

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider.test');
    seen.push({ url, key: request.headers['x-api-key'] as string | undefined });
    handler(request, url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

// A generous timeout, so a loaded CI machine never turns an answer into a timeout; the timeout
// test gives its own short one.
const lookup = (timeoutMs = 5_000) =>
  createHttpVehicleLookup({ baseUrl, apiKey: 'test-key', timeoutMs });

describe('the provider vehicle lookup', () => {
  it('asks by normalised registration with the API key and maps the provider fields', async () => {
    handler = (_request, url, response) =>
      url.pathname === '/v2/vehicles' && url.searchParams.get('vrm') === 'AB19CDE'
        ? json(response, 200, { Results: [COOPER_S] })
        : json(response, 404, {});
    const found = await lookup().byRegistration('ab19 cde');
    expect(seen[0]?.key).toBe('test-key');
    expect(found).toEqual({
      year: 2019,
      make: 'MINI',
      model: 'Hatch 3-door',
      trim: 'Cooper S Sport',
      primaryFuel: 'Petrol',
      bodyStyle: '3-door Hatch',
      transmission: 'Automatic',
      driveTrain: 'FWD',
      engineCapacity: 1998,
      engineLabel: '2.0',
      enginePower: 141,
      numberOfSeats: 4,
      rangeStartYear: 2014,
      rangeEndYear: 2024,
      startDate: '2014-03-01',
      aspirationType: 'Turbocharged',
      imported: false,
      grossWeight: 1655,
      vehicleCode: 'ABI-32145601',
      insuranceGroup: 27,
      estimatedValue: 14250,
      steering: 'RHD',
    });
  });

  it('gives null for an unknown registration and never calls for an invalid one', async () => {
    handler = (_request, _url, response) => json(response, 404, { Message: 'Not found' });
    expect(await lookup().byRegistration('AB19 CDE')).toBeNull();
    expect(await lookup().byRegistration('not a reg')).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('reads makes, models, vehicles and a vehicle by code', async () => {
    handler = (_request, url, response) => {
      const routes: Record<string, unknown> = {
        '/v2/makes': { Makes: ['MINI'] },
        '/v2/models': { Models: ['Clubman', 'Hatch 3-door'] },
        '/v2/vehicles': {
          Results: [COOPER_S, { ...COOPER_S, InsuranceGroup: null, DriverSide: 'L' }],
        },
        '/v2/vehicles/ABI-32145601': COOPER_S,
      };
      const body = routes[url.pathname];
      json(response, body ? 200 : 404, body ?? {});
    };
    expect(await lookup().makes(2019)).toEqual(['MINI']);
    expect(await lookup().models(2019, 'MINI')).toEqual(['Clubman', 'Hatch 3-door']);
    expect(seen[1]?.url.searchParams.get('make')).toBe('MINI');
    const vehicles = await lookup().vehicles({ year: 2019, make: 'MINI', model: 'Hatch 3-door' });
    expect(vehicles.map((v) => [v.insuranceGroup, v.steering])).toEqual([
      [27, 'RHD'],
      [null, 'LHD'],
    ]);
    expect((await lookup().byCode('ABI-32145601'))?.trim).toBe('Cooper S Sport');
    expect(await lookup().byCode('unknown')).toBeNull();
  });

  it('reports a refused key, a provider fault and invalid JSON as provider errors', async () => {
    handler = (_request, _url, response) => json(response, 401, { Message: 'Invalid key' });
    await expect(lookup().makes(2019)).rejects.toThrow('refused the API key (401)');
    handler = (_request, _url, response) => json(response, 503, {});
    await expect(lookup().makes(2019)).rejects.toMatchObject({ status: 503 });
    handler = (_request, _url, response) => json(response, 200, '{not json');
    await expect(lookup().makes(2019)).rejects.toThrow(VehicleProviderError);
  });

  it('gives up on a provider slower than the timeout', async () => {
    handler = (_request, _url, response) => {
      setTimeout(() => json(response, 200, { Makes: ['MINI'] }), 2000).unref();
    };
    await expect(lookup(300).makes(2019)).rejects.toThrow('did not answer within 300 ms');
  });

  it('reports an unreachable provider', async () => {
    const offline = createHttpVehicleLookup({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
    await expect(offline.makes(2019)).rejects.toThrow('could not be reached');
  });
});
