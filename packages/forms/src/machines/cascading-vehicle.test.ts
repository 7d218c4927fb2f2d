import { BRAND_VEHICLE_EARLIEST_YEAR } from '@brand/domain';
import {
  CASCADING_VEHICLE_EVENT,
  CASCADING_VEHICLE_MESSAGES,
  type CascadingDetailFilter,
  type CascadingVehicleEvent,
  type CascadingVehicleState,
  cascadingVehicleReducer,
  hasVehicleCode,
  initialCascadingVehicleState,
  selectCanConfirmVehicle,
  selectCascadingMessage,
  selectCascadingQuery,
  selectConfirmedVehicle,
  selectFilterOptions,
  selectMatchingVehicles,
  selectSelectedVehicle,
  selectVisibleFilters,
} from './cascading-vehicle';
import { MACHINE_MESSAGES_EN_GB } from './machine-messages';

type Vehicle = {
  vehicleCode?: string;
  primaryFuel?: string;
  transmission?: string;
  bodyStyle?: string;
  engineLabel?: string;
  trim?: string;
};

const NOW = '2026-05-01T10:00:00Z';
const COOPER_PM: Vehicle = {
  vehicleCode: 'C1',
  primaryFuel: 'Petrol',
  transmission: 'Manual',
  bodyStyle: 'Hatchback',
  trim: 'Classic',
};
const COOPER_PA: Vehicle = {
  vehicleCode: 'C2',
  primaryFuel: 'Petrol',
  transmission: 'Automatic',
  bodyStyle: 'Hatchback',
  trim: 'Classic',
};
const COOPER_EA: Vehicle = {
  vehicleCode: 'C3',
  primaryFuel: 'Electric',
  transmission: 'Automatic',
  bodyStyle: 'Hatchback',
  trim: 'Sport',
};
const NO_CODE: Vehicle = { primaryFuel: 'Diesel', transmission: 'Manual', bodyStyle: 'Hatchback' };
const VERSIONS = [COOPER_PM, COOPER_PA, COOPER_EA];

const year = (y: number | null) => ({ type: CASCADING_VEHICLE_EVENT.yearChosen, year: y }) as const;
const make = (m: string | null) => ({ type: CASCADING_VEHICLE_EVENT.makeChosen, make: m }) as const;
const model = (m: string | null) =>
  ({ type: CASCADING_VEHICLE_EVENT.modelChosen, model: m }) as const;
const filter = (f: CascadingDetailFilter, value: string | null) =>
  ({ type: CASCADING_VEHICLE_EVENT.filterChosen, filter: f, value }) as const;
const vehicle = (vehicleCode: string | null) =>
  ({ type: CASCADING_VEHICLE_EVENT.vehicleChosen, vehicleCode }) as const;
const makesLoaded = (y: number, makes: string[]) =>
  ({ type: CASCADING_VEHICLE_EVENT.makesLoaded, query: { year: y }, makes }) as const;
const modelsLoaded = (y: number, m: string, models: string[]) =>
  ({ type: CASCADING_VEHICLE_EVENT.modelsLoaded, query: { year: y, make: m }, models }) as const;
const vehiclesLoaded = (y: number, m: string, mo: string, vehicles: Vehicle[]) =>
  ({
    type: CASCADING_VEHICLE_EVENT.vehiclesLoaded,
    query: { year: y, make: m, model: mo },
    vehicles,
  }) as const;
const confirm = { type: CASCADING_VEHICLE_EVENT.confirmed } as const;

function run(state: CascadingVehicleState<Vehicle>, ...events: CascadingVehicleEvent<Vehicle>[]) {
  return events.reduce(cascadingVehicleReducer<Vehicle>, state);
}

const start = () =>
  initialCascadingVehicleState<Vehicle>({ earliestYear: BRAND_VEHICLE_EARLIEST_YEAR, now: NOW });
const atModel = (versions: Vehicle[] = VERSIONS) =>
  run(
    start(),
    year(2024),
    makesLoaded(2024, ['MINI', 'BMW']),
    make('MINI'),
    modelsLoaded(2024, 'MINI', ['Cooper', 'Countryman']),
    model('Cooper'),
    vehiclesLoaded(2024, 'MINI', 'Cooper', versions),
  );

describe('cascading vehicle: years', () => {
  it('offers the years from this year back to the brand earliest year 2001', () => {
    const { years } = start();
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2001);
    expect(years).not.toContain(2000);
  });

  it('offers back to 1940 without a configured earliest year', () => {
    expect(initialCascadingVehicleState({ now: NOW }).years.at(-1)).toBe(1940);
  });

  it.each([2000, 2027])('refuses year %p outside the offered years', (y) => {
    const state = start();
    expect(run(state, year(y))).toBe(state);
  });
});

describe('cascading vehicle: year, make, model', () => {
  it('choosing a year loads its makes', () => {
    const state = run(start(), year(2024));
    expect(state.makes.status).toBe('loading');
    expect(selectCascadingQuery(state, 'makes')).toEqual({ year: 2024 });
    expect(selectCascadingQuery(state, 'models')).toBeNull();
  });

  it('choosing a make loads its models for the year, and a model its versions', () => {
    const withMake = run(start(), year(2024), makesLoaded(2024, ['MINI']), make('MINI'));
    expect(selectCascadingQuery(withMake, 'models')).toEqual({ year: 2024, make: 'MINI' });
    expect(selectCascadingQuery(withMake, 'vehicles')).toBeNull();
    const withModel = run(withMake, modelsLoaded(2024, 'MINI', ['Cooper']), model('Cooper'));
    expect(selectCascadingQuery(withModel, 'vehicles')).toEqual({
      year: 2024,
      make: 'MINI',
      model: 'Cooper',
    });
    expect(withModel.vehicles.status).toBe('loading');
  });

  it('refuses a make or model not in its list', () => {
    const state = run(start(), year(2024), makesLoaded(2024, ['MINI']));
    expect(run(state, make('Ford'))).toBe(state);
    const withMake = run(state, make('MINI'), modelsLoaded(2024, 'MINI', ['Cooper']));
    expect(run(withMake, model('Clubman'))).toBe(withMake);
  });

  it('changing the year clears the make, model, filters and versions', () => {
    const state = run(atModel(), filter('primaryFuel', 'Petrol'), year(2023));
    expect(state).toMatchObject({
      year: 2023,
      make: null,
      model: null,
      filters: {},
      vehicleCode: null,
    });
    expect(state.models.status).toBe('idle');
    expect(state.vehicles.status).toBe('idle');
    expect(state.makes.status).toBe('loading');
  });

  it('changing the make clears the model and what follows', () => {
    const state = run(atModel(), make('BMW'));
    expect(state).toMatchObject({ year: 2024, make: 'BMW', model: null, filters: {} });
    expect(state.vehicles.items).toEqual([]);
  });

  it('changing the model clears the filters and the picked vehicle', () => {
    const state = run(atModel(), vehicle('C1'), model('Countryman'));
    expect(state).toMatchObject({ model: 'Countryman', filters: {}, vehicleCode: null });
  });

  it('clearing the year clears everything below and loads nothing', () => {
    const state = run(atModel(), year(null));
    expect(state.makes.status).toBe('idle');
    expect(selectCascadingQuery(state, 'makes')).toBeNull();
  });

  it('ignores a list loaded for an earlier choice', () => {
    const state = run(start(), year(2024), year(2023));
    expect(run(state, makesLoaded(2024, ['MINI']))).toBe(state);
    const models = run(atModel(), make('BMW'));
    expect(run(models, modelsLoaded(2024, 'MINI', ['Cooper']))).toBe(models);
  });

  it('ignores a list that is not being loaded', () => {
    const state = atModel();
    expect(run(state, vehiclesLoaded(2024, 'MINI', 'Cooper', []))).toBe(state);
  });

  it('a failed load shows the error state for that level only when it answers the current choice', () => {
    const loading = run(start(), year(2024));
    const failure = {
      type: CASCADING_VEHICLE_EVENT.loadFailed,
      level: 'makes',
      query: { year: 2024 },
    } as const;
    expect(run(loading, failure).makes.status).toBe('error');
    const stale = { ...failure, query: { year: 2023 } };
    expect(run(loading, stale)).toBe(loading);
  });
});

describe('cascading vehicle: messages', () => {
  it('says there are no models for the year when the year has no makes', () => {
    const state = run(start(), year(2002), makesLoaded(2002, []));
    expect(selectCascadingMessage(state)).toEqual({
      key: CASCADING_VEHICLE_MESSAGES.noModelsForYear,
      params: { year: 2002 },
    });
  });

  it('says there are no models for the make and year when the make has none that year', () => {
    const state = run(
      start(),
      year(2002),
      makesLoaded(2002, ['MINI']),
      make('MINI'),
      modelsLoaded(2002, 'MINI', []),
    );
    expect(selectCascadingMessage(state)).toEqual({
      key: CASCADING_VEHICLE_MESSAGES.noModelsForMakeAndYear,
      params: { make: 'MINI', year: 2002 },
    });
  });

  it('shows no message while lists load or have entries', () => {
    expect(selectCascadingMessage(start())).toBeNull();
    expect(selectCascadingMessage(run(start(), year(2002)))).toBeNull();
    expect(selectCascadingMessage(atModel())).toBeNull();
  });

  it('has an en-GB text for every message key', () => {
    for (const key of Object.values(CASCADING_VEHICLE_MESSAGES)) {
      expect(MACHINE_MESSAGES_EN_GB[key]).toEqual(expect.any(String));
    }
  });
});

describe('cascading vehicle: detail filters', () => {
  it('shows only the filters that still offer a choice', () => {
    expect(selectVisibleFilters(atModel())).toEqual(['primaryFuel', 'transmission', 'trim']);
  });

  it('offers the distinct values among the versions matching the earlier filters', () => {
    const state = atModel();
    expect(selectFilterOptions(state, 'primaryFuel')).toEqual(['Petrol', 'Electric']);
    expect(
      selectFilterOptions(run(state, filter('primaryFuel', 'Electric')), 'transmission'),
    ).toEqual(['Automatic']);
  });

  it('narrows the versions as filters are chosen', () => {
    const state = run(atModel(), filter('primaryFuel', 'Petrol'));
    expect(selectMatchingVehicles(state)).toEqual([COOPER_PM, COOPER_PA]);
    expect(selectVisibleFilters(state)).toEqual(['primaryFuel', 'transmission']);
  });

  it('changing an earlier filter clears the later ones', () => {
    const state = run(
      atModel(),
      filter('primaryFuel', 'Petrol'),
      filter('transmission', 'Manual'),
      filter('primaryFuel', 'Electric'),
    );
    expect(state.filters).toEqual({ primaryFuel: 'Electric' });
  });

  it('changing a later filter keeps the earlier ones', () => {
    const state = run(
      atModel(),
      filter('primaryFuel', 'Petrol'),
      filter('transmission', 'Manual'),
      filter('transmission', 'Automatic'),
    );
    expect(state.filters).toEqual({ primaryFuel: 'Petrol', transmission: 'Automatic' });
  });

  it('refuses a value the filter does not offer', () => {
    const state = run(atModel(), filter('primaryFuel', 'Petrol'));
    expect(run(state, filter('trim', 'Sport'))).toBe(state);
  });

  it('clearing a filter with null widens the versions again', () => {
    const state = run(atModel(), filter('primaryFuel', 'Petrol'), filter('primaryFuel', null));
    expect(selectMatchingVehicles(state)).toHaveLength(3);
  });
});

describe('cascading vehicle: confirming', () => {
  it('picks the only version left once the filters narrow to one', () => {
    const state = run(atModel(), filter('primaryFuel', 'Petrol'), filter('transmission', 'Manual'));
    expect(selectSelectedVehicle(state)).toEqual(COOPER_PM);
    expect(selectCanConfirmVehicle(state)).toBe(true);
  });

  it('confirming the picked vehicle with a vehicleCode keeps it', () => {
    const state = run(atModel(), filter('primaryFuel', 'Electric'), confirm);
    expect(selectConfirmedVehicle(state)).toEqual(COOPER_EA);
  });

  it('a version may be picked by its code among those matching', () => {
    const state = run(atModel(), vehicle('C2'), confirm);
    expect(selectConfirmedVehicle(state)).toEqual(COOPER_PA);
  });

  it('refuses a code not among the matching versions', () => {
    const state = run(atModel(), filter('primaryFuel', 'Electric'));
    expect(run(state, vehicle('C1'))).toBe(state);
  });

  it('confirming is refused while more than one version is left', () => {
    const state = atModel();
    expect(selectCanConfirmVehicle(state)).toBe(false);
    expect(run(state, confirm)).toBe(state);
  });

  it('confirming needs a vehicleCode', () => {
    const state = atModel([NO_CODE]);
    expect(selectSelectedVehicle(state)).toEqual(NO_CODE);
    expect(selectCanConfirmVehicle(state)).toBe(false);
    expect(run(state, confirm)).toBe(state);
  });

  it('changing any level after confirming drops the confirmed vehicle', () => {
    const confirmed = run(atModel(), vehicle('C3'), confirm);
    expect(selectConfirmedVehicle(run(confirmed, filter('primaryFuel', 'Petrol')))).toBeNull();
    expect(selectConfirmedVehicle(run(confirmed, year(2020)))).toBeNull();
  });

  it.each([
    [{ vehicleCode: 'X' }, true],
    [{ vehicleCode: ' ' }, false],
    [{ vehicleCode: null }, false],
    [{}, false],
    [null, false],
  ])('hasVehicleCode(%p) is %p', (candidate, expected) => {
    expect(hasVehicleCode(candidate)).toBe(expected);
  });

  it('ignores an event it does not know', () => {
    const state = start();
    const unknown = {
      type: 'cascadingVehicle/unknown',
    } as unknown as CascadingVehicleEvent<Vehicle>;
    expect(cascadingVehicleReducer(state, unknown)).toBe(state);
  });
});
