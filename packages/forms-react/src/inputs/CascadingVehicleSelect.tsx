import type { DateInput } from '@brand/domain';
import {
  CASCADING_LEVELS,
  CASCADING_VEHICLE_EVENT,
  type CascadingLevel,
  type CascadingQuery,
  type CascadingVehicleEvent,
  type CascadingVehicleState,
  cascadingVehicleReducer,
  initialCascadingVehicleState,
  selectCanConfirmVehicle,
  selectCascadingMessage,
  selectCascadingQuery,
  selectConfirmedVehicle,
  selectFilterOptions,
  selectMatchingVehicles,
  selectSelectedVehicle,
  selectVisibleFilters,
} from '@brand/forms';
import { Button, Select } from '@brand/ui';
import { useEffect, useRef, useState } from 'react';
import type { FormDataSources, VehicleSpecification } from '../data-sources';
import type { Translate } from '../translate';
import { SearchStatus } from './SearchStatus';
import { vehicleDetailLabel } from './vehicle-value';

type State = CascadingVehicleState<VehicleSpecification>;
type Event = CascadingVehicleEvent<VehicleSpecification>;

/** Props of CascadingVehicleSelect. */
export interface CascadingVehicleSelectProps {
  /** Id of the year select (the first control); the others derive from it. */
  id: string;
  /** Name prefix of the selects. */
  name: string;
  /** `meta.earliestYear`: the oldest year offered. */
  earliestYear?: number;
  /** The current time (tests pin it). */
  now?: DateInput;
  t: Translate;
  dataSources: FormDataSources;
  disabled?: boolean;
  /** Runs with the confirmed specification (it has a vehicleCode). */
  onConfirm: (specification: VehicleSpecification) => void;
}

function load(
  dataSources: FormDataSources,
  level: CascadingLevel,
  query: CascadingQuery,
): Promise<Event> {
  const { year, make = '', model = '' } = query;
  if (level === 'makes') {
    return dataSources.vehicleMakes(year).then((makes) => ({
      type: CASCADING_VEHICLE_EVENT.makesLoaded,
      query,
      makes,
    }));
  }
  if (level === 'models') {
    return dataSources.vehicleModels(year, make).then((models) => ({
      type: CASCADING_VEHICLE_EVENT.modelsLoaded,
      query,
      models,
    }));
  }
  return dataSources.vehicles({ year, make, model }).then((vehicles) => ({
    type: CASCADING_VEHICLE_EVENT.vehiclesLoaded,
    query,
    vehicles,
  }));
}

/**
 * Finding a vehicle by year, make, model and then the details that still tell its versions apart
 * (fuel, gearbox, body, engine, trim); Confirm is enabled once one version with a vehicleCode is left.
 */
export function CascadingVehicleSelect({
  id,
  name,
  earliestYear,
  now,
  t,
  dataSources,
  disabled = false,
  onConfirm,
}: CascadingVehicleSelectProps) {
  const [state, setState] = useState<State>(() =>
    initialCascadingVehicleState<VehicleSpecification>({ earliestYear, now }),
  );
  const latest = useRef(state);
  const send = (event: Event) => {
    const next = cascadingVehicleReducer(latest.current, event);
    if (next === latest.current) return;
    latest.current = next;
    setState(next);
    const confirmed = selectConfirmedVehicle(next);
    if (event.type === CASCADING_VEHICLE_EVENT.confirmed && confirmed) onConfirm(confirmed);
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  // Each level whose list is loading is loaded once for its query; the machine drops stale answers.
  const loading = CASCADING_LEVELS.flatMap((level) => {
    const query = selectCascadingQuery(state, level);
    return state[level].status === 'loading' && query ? [{ level, query }] : [];
  });
  const loadingKey = JSON.stringify(loading);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the queries being loaded
  useEffect(() => {
    for (const { level, query } of loading) {
      load(dataSources, level, query).then(
        (event) => sendRef.current(event),
        () => sendRef.current({ type: CASCADING_VEHICLE_EVENT.loadFailed, level, query }),
      );
    }
  }, [loadingKey]);

  const placeholder = t('forms.select.placeholder');
  const matching = selectMatchingVehicles(state);
  const visibleFilters = selectVisibleFilters(state);
  const message = selectCascadingMessage(state);
  const failed = CASCADING_LEVELS.some((level) => state[level].status === 'error');
  const selected = selectSelectedVehicle(state);
  // Versions left that no detail filter tells apart are chosen from by name.
  const chooseVersion =
    state.vehicles.status === 'loaded' &&
    matching.length > 1 &&
    visibleFilters.every((filter) => state.filters[filter] !== undefined);

  return (
    <div>
      <Select
        id={id}
        name={`${name}.year`}
        label={t('forms.vehicle.year')}
        value={state.year === null ? '' : String(state.year)}
        onChange={(key) =>
          send({ type: CASCADING_VEHICLE_EVENT.yearChosen, year: key === '' ? null : Number(key) })
        }
        options={state.years.map((year) => ({ value: String(year), label: String(year) }))}
        placeholder={placeholder}
        disabled={disabled}
      />
      {state.makes.status === 'loaded' && state.makes.items.length > 0 ? (
        <Select
          id={`${id}-make`}
          name={`${name}.make`}
          label={t('forms.vehicle.make')}
          value={state.make ?? ''}
          onChange={(make) =>
            send({ type: CASCADING_VEHICLE_EVENT.makeChosen, make: make === '' ? null : make })
          }
          options={state.makes.items.map((make) => ({ value: make, label: make }))}
          placeholder={placeholder}
          disabled={disabled}
        />
      ) : null}
      {state.models.status === 'loaded' && state.models.items.length > 0 ? (
        <Select
          id={`${id}-model`}
          name={`${name}.model`}
          label={t('forms.vehicle.model')}
          value={state.model ?? ''}
          onChange={(model) =>
            send({ type: CASCADING_VEHICLE_EVENT.modelChosen, model: model === '' ? null : model })
          }
          options={state.models.items.map((model) => ({ value: model, label: model }))}
          placeholder={placeholder}
          disabled={disabled}
        />
      ) : null}
      {state.vehicles.status === 'loaded'
        ? visibleFilters.map((filter) => {
            const options = selectFilterOptions(state, filter);
            const chosen = state.filters[filter];
            return (
              <Select
                key={filter}
                id={`${id}-${filter}`}
                name={`${name}.${filter}`}
                label={t(`forms.vehicle.${filter}`)}
                value={chosen === undefined ? '' : String(chosen)}
                onChange={(key) =>
                  send({
                    type: CASCADING_VEHICLE_EVENT.filterChosen,
                    filter,
                    value: key === '' ? null : (options.find((o) => String(o) === key) ?? key),
                  })
                }
                options={options.map((option) => ({
                  value: String(option),
                  label: String(option),
                }))}
                placeholder={placeholder}
                disabled={disabled}
              />
            );
          })
        : null}
      {chooseVersion ? (
        <Select
          id={`${id}-detail`}
          name={`${name}.vehicleCode`}
          label={t('forms.vehicle.detail')}
          value={state.vehicleCode ?? ''}
          onChange={(code) =>
            send({
              type: CASCADING_VEHICLE_EVENT.vehicleChosen,
              vehicleCode: code === '' ? null : code,
            })
          }
          options={matching.map((vehicle) => ({
            value: vehicle.vehicleCode ?? '',
            label: vehicleDetailLabel(vehicle),
          }))}
          placeholder={placeholder}
          disabled={disabled}
        />
      ) : null}
      <SearchStatus>
        {message ? t(message.key, message.params) : null}
        {failed ? t('forms.vehicle.loadFailed') : null}
      </SearchStatus>
      {selected ? (
        <Button
          onClick={() => send({ type: CASCADING_VEHICLE_EVENT.confirmed })}
          disabled={disabled || !selectCanConfirmVehicle(state)}
        >
          {t('forms.vehicle.confirm')}
        </Button>
      ) : null}
    </div>
  );
}
