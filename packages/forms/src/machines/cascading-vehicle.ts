import { type DateInput, vehicleYearChoices } from '@brand/domain';
import type { FieldError } from '../definition';
import { CASCADING_VEHICLE_MESSAGES } from './machine-messages';
import { ignoreUnknownEvent } from './unknown-event';

export { CASCADING_VEHICLE_MESSAGES } from './machine-messages';

/**
 * The detail filters asked after the model, in order, narrowing the model's versions to one
 * vehicle. A filter whose remaining versions all agree is not asked.
 */
export const CASCADING_DETAIL_FILTERS = [
  'primaryFuel',
  'transmission',
  'bodyStyle',
  'engineLabel',
  'trim',
] as const;
/** A detail filter: a field of the vehicle specification. */
export type CascadingDetailFilter = (typeof CASCADING_DETAIL_FILTERS)[number];
/** A value a detail filter takes. */
export type CascadingFilterValue = string | number;

/** What the cascade needs of a vehicle specification (VehicleSpecification fits). */
export type CascadingVehicle = {
  readonly vehicleCode?: string | null;
} & { readonly [field in CascadingDetailFilter]?: CascadingFilterValue | null };

/** The lists the cascade loads, one per level after the year. */
export const CASCADING_LEVELS = ['makes', 'models', 'vehicles'] as const;
/** A level whose list is loaded from the data sources. */
export type CascadingLevel = (typeof CASCADING_LEVELS)[number];

/** Where a level's list stands. */
export type CascadingListStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** A level's list and where its loading stands. */
export interface CascadingList<T> {
  readonly status: CascadingListStatus;
  readonly items: readonly T[];
}

/** What a level's list was loaded for: the choices above it. */
export interface CascadingQuery {
  readonly year: number;
  readonly make?: string;
  readonly model?: string;
}

/** A cascading vehicle select: the choices at each level and the lists they choose from. */
export interface CascadingVehicleState<V extends CascadingVehicle> {
  /** The years offered, newest first. */
  readonly years: readonly number[];
  readonly year: number | null;
  readonly make: string | null;
  readonly model: string | null;
  /** The detail filters chosen so far. */
  readonly filters: Readonly<Partial<Record<CascadingDetailFilter, CascadingFilterValue>>>;
  /** The vehicle picked among the remaining versions, by its code. */
  readonly vehicleCode: string | null;
  readonly makes: CascadingList<string>;
  readonly models: CascadingList<string>;
  readonly vehicles: CascadingList<V>;
  /** The confirmed vehicle, or null. */
  readonly confirmed: V | null;
}

/** The cascading vehicle select's event types. */
export const CASCADING_VEHICLE_EVENT = {
  yearChosen: 'cascadingVehicle/yearChosen',
  makeChosen: 'cascadingVehicle/makeChosen',
  modelChosen: 'cascadingVehicle/modelChosen',
  filterChosen: 'cascadingVehicle/filterChosen',
  vehicleChosen: 'cascadingVehicle/vehicleChosen',
  makesLoaded: 'cascadingVehicle/makesLoaded',
  modelsLoaded: 'cascadingVehicle/modelsLoaded',
  vehiclesLoaded: 'cascadingVehicle/vehiclesLoaded',
  loadFailed: 'cascadingVehicle/loadFailed',
  confirmed: 'cascadingVehicle/confirmed',
} as const;

/** What can happen to a cascading vehicle select; null clears a choice; loads name the query they answer. */
export type CascadingVehicleEvent<V extends CascadingVehicle> =
  | { readonly type: typeof CASCADING_VEHICLE_EVENT.yearChosen; readonly year: number | null }
  | { readonly type: typeof CASCADING_VEHICLE_EVENT.makeChosen; readonly make: string | null }
  | { readonly type: typeof CASCADING_VEHICLE_EVENT.modelChosen; readonly model: string | null }
  | {
      readonly type: typeof CASCADING_VEHICLE_EVENT.filterChosen;
      readonly filter: CascadingDetailFilter;
      readonly value: CascadingFilterValue | null;
    }
  | {
      readonly type: typeof CASCADING_VEHICLE_EVENT.vehicleChosen;
      readonly vehicleCode: string | null;
    }
  | {
      readonly type: typeof CASCADING_VEHICLE_EVENT.makesLoaded;
      readonly query: CascadingQuery;
      readonly makes: readonly string[];
    }
  | {
      readonly type: typeof CASCADING_VEHICLE_EVENT.modelsLoaded;
      readonly query: CascadingQuery;
      readonly models: readonly string[];
    }
  | {
      readonly type: typeof CASCADING_VEHICLE_EVENT.vehiclesLoaded;
      readonly query: CascadingQuery;
      readonly vehicles: readonly V[];
    }
  | {
      readonly type: typeof CASCADING_VEHICLE_EVENT.loadFailed;
      readonly level: CascadingLevel;
      readonly query: CascadingQuery;
    }
  | { readonly type: typeof CASCADING_VEHICLE_EVENT.confirmed };

/** How a cascading vehicle select starts. */
export interface CascadingVehicleOptions {
  /** `meta.earliestYear`: the oldest year offered. @default 1940 (2001 in the brand configuration) */
  readonly earliestYear?: number;
  /** The current time (tests pin it). @default new Date() */
  readonly now?: DateInput;
}

const IDLE = { status: 'idle', items: [] } as const satisfies CascadingList<never>;
const LOADING = { status: 'loading', items: [] } as const satisfies CascadingList<never>;

/** A cascade with nothing chosen, offering the vehicle years from this year back to the earliest. */
export function initialCascadingVehicleState<V extends CascadingVehicle>(
  options: CascadingVehicleOptions = {},
): CascadingVehicleState<V> {
  return {
    years: vehicleYearChoices(options.earliestYear, options.now),
    year: null,
    make: null,
    model: null,
    filters: {},
    vehicleCode: null,
    makes: IDLE,
    models: IDLE,
    vehicles: IDLE,
    confirmed: null,
  };
}

/** True for a vehicle that can be confirmed: it has a vehicleCode (spec 002 §5). */
export function hasVehicleCode(vehicle: CascadingVehicle | null | undefined): boolean {
  return typeof vehicle?.vehicleCode === 'string' && vehicle.vehicleCode.trim() !== '';
}

/** The query a level's list is loaded with, or null while a choice above it is missing. */
export function selectCascadingQuery<V extends CascadingVehicle>(
  state: CascadingVehicleState<V>,
  level: CascadingLevel,
): CascadingQuery | null {
  const { year, make, model } = state;
  if (year === null) return null;
  if (level === 'makes') return { year };
  if (make === null) return null;
  if (level === 'models') return { year, make };
  return model === null ? null : { year, make, model };
}

function sameQuery(a: CascadingQuery | null, b: CascadingQuery): boolean {
  return a !== null && a.year === b.year && a.make === b.make && a.model === b.model;
}

function matches<V extends CascadingVehicle>(
  vehicle: V,
  filters: CascadingVehicleState<V>['filters'],
  before: number,
): boolean {
  return CASCADING_DETAIL_FILTERS.slice(0, before).every((field) => {
    const wanted = filters[field];
    return wanted === undefined || vehicle[field] === wanted;
  });
}

/** The versions of the model that match every chosen filter. */
export function selectMatchingVehicles<V extends CascadingVehicle>(
  state: CascadingVehicleState<V>,
): V[] {
  return state.vehicles.items.filter((vehicle) =>
    matches(vehicle, state.filters, CASCADING_DETAIL_FILTERS.length),
  );
}

/** The values a detail filter offers: distinct values among the versions matching the filters before it. */
export function selectFilterOptions<V extends CascadingVehicle>(
  state: CascadingVehicleState<V>,
  filter: CascadingDetailFilter,
): CascadingFilterValue[] {
  const before = CASCADING_DETAIL_FILTERS.indexOf(filter);
  const values = new Set<CascadingFilterValue>();
  for (const vehicle of state.vehicles.items) {
    const value = vehicle[filter];
    if (value !== undefined && value !== null && matches(vehicle, state.filters, before))
      values.add(value);
  }
  return [...values];
}

/** The detail filters to show, in order: each one chosen or still offering a choice of two or more values. */
export function selectVisibleFilters<V extends CascadingVehicle>(
  state: CascadingVehicleState<V>,
): CascadingDetailFilter[] {
  return CASCADING_DETAIL_FILTERS.filter(
    (filter) =>
      state.filters[filter] !== undefined || selectFilterOptions(state, filter).length > 1,
  );
}

/** The vehicle picked: the one chosen by code, or the only version left; null otherwise. */
export function selectSelectedVehicle<V extends CascadingVehicle>(
  state: CascadingVehicleState<V>,
): V | null {
  const matching = selectMatchingVehicles(state);
  if (state.vehicleCode !== null) {
    return matching.find((vehicle) => vehicle.vehicleCode === state.vehicleCode) ?? null;
  }
  return matching.length === 1 ? (matching[0] as V) : null;
}

/** True when Confirm is enabled: the picked vehicle has a vehicleCode. */
export function selectCanConfirmVehicle<V extends CascadingVehicle>(
  state: CascadingVehicleState<V>,
): boolean {
  return hasVehicleCode(selectSelectedVehicle(state));
}

/** The confirmed vehicle, or null. */
export function selectConfirmedVehicle<V extends CascadingVehicle>(
  state: CascadingVehicleState<V>,
): V | null {
  return state.confirmed;
}

/** The message for a level with nothing to offer: no models for the year, or for the make and year; else null. */
export function selectCascadingMessage<V extends CascadingVehicle>(
  state: CascadingVehicleState<V>,
): FieldError | null {
  const { year, make } = state;
  if (year === null) return null;
  if (state.makes.status === 'loaded' && state.makes.items.length === 0) {
    return { key: CASCADING_VEHICLE_MESSAGES.noModelsForYear, params: { year } };
  }
  if (make !== null && state.models.status === 'loaded' && state.models.items.length === 0) {
    return { key: CASCADING_VEHICLE_MESSAGES.noModelsForMakeAndYear, params: { make, year } };
  }
  return null;
}

type State<V extends CascadingVehicle> = CascadingVehicleState<V>;

// Every choice clears the levels below it: their lists and choices belonged to the old answer.
function chooseYear<V extends CascadingVehicle>(state: State<V>, year: number | null): State<V> {
  if (year !== null && !state.years.includes(year)) return state;
  return {
    ...state,
    year,
    make: null,
    model: null,
    filters: {},
    vehicleCode: null,
    makes: year === null ? IDLE : LOADING,
    models: IDLE,
    vehicles: IDLE,
    confirmed: null,
  };
}

function chooseMake<V extends CascadingVehicle>(state: State<V>, make: string | null): State<V> {
  if (make !== null && !state.makes.items.includes(make)) return state;
  return {
    ...state,
    make,
    model: null,
    filters: {},
    vehicleCode: null,
    models: make === null ? IDLE : LOADING,
    vehicles: IDLE,
    confirmed: null,
  };
}

function chooseModel<V extends CascadingVehicle>(state: State<V>, model: string | null): State<V> {
  if (model !== null && !state.models.items.includes(model)) return state;
  return {
    ...state,
    model,
    filters: {},
    vehicleCode: null,
    vehicles: model === null ? IDLE : LOADING,
    confirmed: null,
  };
}

function chooseFilter<V extends CascadingVehicle>(
  state: State<V>,
  filter: CascadingDetailFilter,
  value: CascadingFilterValue | null,
): State<V> {
  if (value !== null && !selectFilterOptions(state, filter).includes(value)) return state;
  const position = CASCADING_DETAIL_FILTERS.indexOf(filter);
  const filters: Partial<Record<CascadingDetailFilter, CascadingFilterValue>> = {};
  for (const earlier of CASCADING_DETAIL_FILTERS.slice(0, position)) {
    const chosen = state.filters[earlier];
    if (chosen !== undefined) filters[earlier] = chosen;
  }
  if (value !== null) filters[filter] = value;
  return { ...state, filters, vehicleCode: null, confirmed: null };
}

function chooseVehicle<V extends CascadingVehicle>(
  state: State<V>,
  vehicleCode: string | null,
): State<V> {
  const offered = selectMatchingVehicles(state).some(
    (vehicle) => vehicle.vehicleCode === vehicleCode,
  );
  if (vehicleCode !== null && !offered) return state;
  return { ...state, vehicleCode, confirmed: null };
}

function loaded<V extends CascadingVehicle, T>(
  state: State<V>,
  level: CascadingLevel,
  query: CascadingQuery,
  items: readonly T[],
): State<V> {
  // A list for an earlier answer (the user changed it while it loaded) is stale.
  if (state[level].status !== 'loading' || !sameQuery(selectCascadingQuery(state, level), query))
    return state;
  return { ...state, [level]: { status: 'loaded', items } };
}

function failed<V extends CascadingVehicle>(
  state: State<V>,
  level: CascadingLevel,
  query: CascadingQuery,
): State<V> {
  if (state[level].status !== 'loading' || !sameQuery(selectCascadingQuery(state, level), query))
    return state;
  return { ...state, [level]: { status: 'error', items: [] } };
}

/** The cascading vehicle select's reducer: the next state after `event` (the same state when refused or stale). */
export function cascadingVehicleReducer<V extends CascadingVehicle>(
  state: CascadingVehicleState<V>,
  event: CascadingVehicleEvent<V>,
): CascadingVehicleState<V> {
  switch (event.type) {
    case CASCADING_VEHICLE_EVENT.yearChosen:
      return chooseYear(state, event.year);
    case CASCADING_VEHICLE_EVENT.makeChosen:
      return chooseMake(state, event.make);
    case CASCADING_VEHICLE_EVENT.modelChosen:
      return chooseModel(state, event.model);
    case CASCADING_VEHICLE_EVENT.filterChosen:
      return chooseFilter(state, event.filter, event.value);
    case CASCADING_VEHICLE_EVENT.vehicleChosen:
      return chooseVehicle(state, event.vehicleCode);
    case CASCADING_VEHICLE_EVENT.makesLoaded:
      return loaded(state, 'makes', event.query, event.makes);
    case CASCADING_VEHICLE_EVENT.modelsLoaded:
      return loaded(state, 'models', event.query, event.models);
    case CASCADING_VEHICLE_EVENT.vehiclesLoaded:
      return loaded(state, 'vehicles', event.query, event.vehicles);
    case CASCADING_VEHICLE_EVENT.loadFailed:
      return failed(state, event.level, event.query);
    case CASCADING_VEHICLE_EVENT.confirmed: {
      // Spec 002 §5: confirming a vehicle needs a vehicleCode.
      const vehicle = selectSelectedVehicle(state);
      return vehicle && hasVehicleCode(vehicle) ? { ...state, confirmed: vehicle } : state;
    }
    default:
      return ignoreUnknownEvent(state, event);
  }
}
