import { MINI_GENERATIONS } from './mini-range';
import { expandRange, SHIPPED_DATA_YEAR } from './mini-vehicles';
import type { VehicleSpecification } from './vehicle-lookup';

const vehicles = expandRange();

// Every field of the specification; the two end fields are absent while a range is still built.
const ALWAYS: ReadonlyArray<keyof VehicleSpecification> = [
  'year',
  'make',
  'model',
  'trim',
  'primaryFuel',
  'secondaryFuel',
  'electricVehicleType',
  'bodyStyle',
  'transmission',
  'driveTrain',
  'engineCapacity',
  'engineLabel',
  'enginePower',
  'numberOfSeats',
  'rangeStartYear',
  'startDate',
  'aspirationType',
  'imported',
  'grossWeight',
  'vehicleCode',
  'insuranceGroup',
  'estimatedValue',
  'steering',
];

function plausible(vehicle: VehicleSpecification): boolean {
  const group = vehicle.insuranceGroup;
  const year = vehicle.year as number;
  return (
    (group === null || (Number.isInteger(group) && group >= 1 && group <= 50)) &&
    (vehicle.estimatedValue ?? 0) > 0 &&
    (vehicle.numberOfSeats ?? 0) >= 2 &&
    (vehicle.enginePower ?? 0) > 50 &&
    (vehicle.grossWeight ?? 0) > 1400 &&
    ['Manual', 'Automatic'].includes(vehicle.transmission ?? '') &&
    (vehicle.rangeStartYear ?? Number.POSITIVE_INFINITY) <= year &&
    Number((vehicle.startDate ?? '9999').slice(0, 4)) <= year &&
    (vehicle.endDate === undefined || Number(vehicle.endDate.slice(0, 4)) >= year)
  );
}

describe('the shipped MINI range', () => {
  it('covers every model year from 2001 to the data set year', () => {
    const years = new Set(vehicles.map((vehicle) => vehicle.year));
    for (let year = 2001; year <= SHIPPED_DATA_YEAR; year += 1) expect(years.has(year)).toBe(true);
    expect(Math.max(...vehicles.map((vehicle) => vehicle.year as number))).toBe(SHIPPED_DATA_YEAR);
    expect(vehicles.length).toBeGreaterThan(1500);
  });

  it('offers every model of the brief', () => {
    const models = new Set(vehicles.map((vehicle) => vehicle.model));
    expect([...models].sort()).toEqual(
      [
        'Aceman',
        'Clubman',
        'Convertible',
        'Countryman',
        'Coupé',
        'Electric',
        'Hatch 3-door',
        'Hatch 5-door',
        'Paceman',
        'Roadster',
      ].sort(),
    );
    expect(vehicles.some((vehicle) => vehicle.trim?.startsWith('John Cooper Works'))).toBe(true);
  });

  it('gives every vehicle every field, with an end only when its range has ended', () => {
    const missing = vehicles.flatMap((vehicle) =>
      ALWAYS.filter((field) => vehicle[field] === undefined).map(
        (f) => `${vehicle.vehicleCode} ${f}`,
      ),
    );
    expect(missing).toEqual([]);
    const endedGenerations = new Set(
      MINI_GENERATIONS.filter((g) => g.to !== '').map((g) => g.code),
    );
    const wrongEnds = vehicles.filter(
      (v) =>
        (v.rangeEndYear !== undefined) !== endedGenerations.has(v.vehicleCode?.split('-')[1] ?? ''),
    );
    expect(wrongEnds).toEqual([]);
    expect(new Set(vehicles.map((vehicle) => vehicle.make))).toEqual(new Set(['MINI']));
  });

  it('gives each vehicle a unique code', () => {
    const codes = vehicles.map((vehicle) => vehicle.vehicleCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps groups within 1 to 50 and values positive, seats, power and weight plausible', () => {
    // One expectation per fault found, not per vehicle: thousands of expects are slow.
    const faults = vehicles.filter((vehicle) => !plausible(vehicle));
    expect(faults).toEqual([]);
  });

  it('places the models in the groups insurers give them', () => {
    const groups = (trim: RegExp) =>
      vehicles
        .filter((v) => !v.imported && trim.test(v.trim ?? ''))
        .map((v) => v.insuranceGroup as number);
    expect(Math.max(...groups(/^One( |$)/))).toBeLessThanOrEqual(15);
    expect(Math.min(...groups(/^Cooper S( |$)/))).toBeGreaterThanOrEqual(23);
    expect(Math.min(...groups(/^John Cooper Works/))).toBeGreaterThanOrEqual(33);
  });

  it('leaves the insurance group unknown only on the two flagged imports', () => {
    const unknown = vehicles.filter((vehicle) => vehicle.insuranceGroup === null);
    expect(unknown.length).toBeGreaterThan(0);
    for (const vehicle of unknown) expect(vehicle.imported).toBe(true);
    expect(new Set(unknown.map((vehicle) => vehicle.trim))).toEqual(
      new Set(['Cooper S (Japanese import)', 'John Cooper Works GP (European import)']),
    );
    expect(vehicles.filter((v) => v.steering === 'LHD').every((v) => v.imported)).toBe(true);
  });

  it('values a car less the older it is', () => {
    const coopers = vehicles
      .filter((v) => v.vehicleCode?.startsWith('MINI-F56-COOPER-STD-M-'))
      .sort((a, b) => (a.year as number) - (b.year as number));
    for (let index = 1; index < coopers.length; index += 1) {
      expect(coopers[index]?.estimatedValue).toBeGreaterThan(
        coopers[index - 1]?.estimatedValue as number,
      );
    }
  });

  it('describes engines as the vehicle card shows them', () => {
    const cooperS = vehicles.find((v) => v.vehicleCode === 'MINI-F56-CS-SPORT-A-2022');
    expect(cooperS).toMatchObject({
      model: 'Hatch 3-door',
      trim: 'Cooper S Sport',
      engineCapacity: 1998,
      engineLabel: '2.0',
      enginePower: 189, // 141 kW in bhp: the card shows 192 PS
      aspirationType: 'Turbocharged',
      transmission: 'Automatic',
      driveTrain: 'FWD',
    });
    const electric = vehicles.find((v) => v.vehicleCode === 'MINI-J01-CSE-CLASSIC-A-2025');
    expect(electric).toMatchObject({
      model: 'Electric',
      primaryFuel: 'Electric',
      electricVehicleType: 'BEV',
      engineCapacity: 0,
    });
    expect(electric?.endDate).toBeUndefined();
  });
});
