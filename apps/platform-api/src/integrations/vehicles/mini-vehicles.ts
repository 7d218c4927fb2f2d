import { formatEngineLitres } from '@brand/domain';
import {
  type AspirationCode,
  type EngineRow,
  type FuelCode,
  type Generation,
  type GradeRow,
  MINI_GENERATIONS,
} from './mini-range';
import type { VehicleSpecification } from './vehicle-lookup';
import { depreciatedValue } from './vehicle-valuation';

/** Brake horsepower in one kilowatt. */
export const BHP_PER_KW = 1.34102;

/**
 * The year the shipped data set was compiled: its last model year, and the year its values are
 * estimated at. A range still built runs to this year; the data set is refreshed each year.
 */
export const SHIPPED_DATA_YEAR = 2026;

/** The make every shipped vehicle has. */
export const SHIPPED_MAKE = 'MINI';

/** Extra list price of an automatic where a manual was the standard, pounds. */
const AUTOMATIC_PRICE = 1400;

const FUELS: Record<
  FuelCode,
  Pick<VehicleSpecification, 'primaryFuel' | 'secondaryFuel' | 'electricVehicleType'>
> = {
  P: { primaryFuel: 'Petrol', secondaryFuel: 'None', electricVehicleType: 'None' },
  D: { primaryFuel: 'Diesel', secondaryFuel: 'None', electricVehicleType: 'None' },
  E: { primaryFuel: 'Electric', secondaryFuel: 'None', electricVehicleType: 'BEV' },
  H: { primaryFuel: 'Petrol', secondaryFuel: 'Electric', electricVehicleType: 'PHEV' },
};

const ASPIRATIONS: Record<AspirationCode, string> = {
  N: 'Naturally aspirated',
  S: 'Supercharged',
  T: 'Turbocharged',
  '-': 'None',
};

// Weight over the generation's base: heavier engines, batteries, the ALL4 drivetrain, the gearbox.
const FUEL_WEIGHT: Record<FuelCode, number> = { P: 0, D: 60, E: 250, H: 280 };
const PERFORMANCE_WEIGHT = 30;
const ALL_WHEEL_DRIVE_WEIGHT = 70;
const AUTOMATIC_WEIGHT = 20;
const PERFORMANCE_KW = 120;

function yearOf(month: string): number {
  return Number(month.slice(0, 4));
}

function firstDayOf(month: string): string {
  return `${month}-01`;
}

function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

function isJohnCooperWorks(trim: string): boolean {
  return trim.startsWith('John Cooper Works');
}

// Packs and trim grades were never offered on the John Cooper Works models or on imports.
function gradesFor(generation: Generation, engine: EngineRow, year: number): readonly GradeRow[] {
  const [, trim, , , , , , , , , , importFlag] = engine;
  const standard: readonly GradeRow[] = [['', 0, 0]];
  if (importFlag || isJohnCooperWorks(trim)) return standard;
  const offered = generation.grades.filter(
    ([, , , from, to]) => (from === undefined || year >= from) && (to === undefined || year <= to),
  );
  return offered.length > 0 ? offered : standard;
}

function gradeCode(grade: string): string {
  return grade === '' ? 'STD' : grade.toUpperCase().replace(/\s+/g, '');
}

// The GP models are two-seaters: their rear bench made way for a brace.
function seatsOf(generation: Generation, trim: string): number {
  return trim.includes(' GP') ? 2 : generation.seats;
}

function grossWeightOf(generation: Generation, engine: EngineRow, automatic: boolean): number {
  const [, trim, fuel, , kW] = engine;
  return (
    generation.grossWeight +
    FUEL_WEIGHT[fuel] +
    (fuel !== 'E' && kW >= PERFORMANCE_KW ? PERFORMANCE_WEIGHT : 0) +
    (trim.includes('ALL4') ? ALL_WHEEL_DRIVE_WEIGHT : 0) +
    (automatic && fuel !== 'E' ? AUTOMATIC_WEIGHT : 0)
  );
}

function engineLabelOf(fuel: FuelCode, cc: number): string {
  if (fuel === 'E') return 'Electric';
  const litres = formatEngineLitres(cc) ?? '';
  return fuel === 'H' ? `${litres} Plug-in Hybrid` : litres;
}

function specification(
  generation: Generation,
  engine: EngineRow,
  grade: GradeRow,
  gearbox: 'M' | 'A',
  year: number,
): VehicleSpecification {
  const [code, variantTrim, fuel, cc, kW, aspiration, from, to, gearboxes, group, price, imp] =
    engine;
  const [gradeName, gradePrice, gradeGroups] = grade;
  const automatic = gearbox === 'A';
  const newPrice = price + gradePrice + (automatic && gearboxes === 'MA' ? AUTOMATIC_PRICE : 0);
  const rangeEnd = generation.to === '' ? {} : { rangeEndYear: yearOf(generation.to) };
  const variantEnd = to === '' ? {} : { endDate: lastDayOf(to) };
  return {
    year,
    make: SHIPPED_MAKE,
    model: generation.model,
    trim: [variantTrim, gradeName].filter(Boolean).join(' '),
    ...FUELS[fuel],
    bodyStyle: generation.bodyStyle,
    transmission: automatic ? 'Automatic' : 'Manual',
    driveTrain: variantTrim.includes('ALL4') ? 'AWD' : 'FWD',
    engineCapacity: cc,
    engineLabel: engineLabelOf(fuel, cc),
    // The spec's enginePower is in bhp (the app shows PS as bhp x 1.01387); the tables hold kW.
    enginePower: Math.round(kW * BHP_PER_KW),
    numberOfSeats: seatsOf(generation, variantTrim),
    rangeStartYear: yearOf(generation.from),
    ...rangeEnd,
    startDate: firstDayOf(from),
    ...variantEnd,
    aspirationType: ASPIRATIONS[aspiration],
    imported: imp?.imported ?? false,
    grossWeight: grossWeightOf(generation, engine, automatic),
    vehicleCode: `MINI-${generation.code}-${code}-${gradeCode(gradeName)}-${gearbox}-${year}`,
    insuranceGroup: imp ? null : Math.min(50, Math.max(1, group + gradeGroups)),
    estimatedValue: depreciatedValue(newPrice, SHIPPED_DATA_YEAR - year),
    steering: imp?.steering ?? 'RHD',
  };
}

/**
 * Every specification of the range: one per variant, grade, gearbox and model year, from each
 * variant's first year to its last (or to `lastYear` while it is still built).
 */
export function expandRange(
  generations: readonly Generation[] = MINI_GENERATIONS,
  lastYear: number = SHIPPED_DATA_YEAR,
): VehicleSpecification[] {
  const vehicles: VehicleSpecification[] = [];
  for (const generation of generations) {
    for (const engine of generation.engines) {
      const [, , , , , , from, to, gearboxes] = engine;
      const finalYear = to === '' ? lastYear : Math.min(yearOf(to), lastYear);
      for (let year = yearOf(from); year <= finalYear; year += 1) {
        for (const grade of gradesFor(generation, engine, year)) {
          for (const gearbox of gearboxes.split('') as Array<'M' | 'A'>) {
            vehicles.push(specification(generation, engine, grade, gearbox, year));
          }
        }
      }
    }
  }
  return vehicles;
}
