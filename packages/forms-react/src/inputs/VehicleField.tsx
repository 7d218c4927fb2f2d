import {
  CHANGE_OR_CONFIRM_EVENT,
  hasVehicleCode,
  selectCanReset,
  VRN_PROBLEM_KEYS,
} from '@brand/forms';
import { Button, FieldSet, Tabs, VehicleCard } from '@brand/ui';
import { useState } from 'react';
import type { VehicleSpecification, VehicleValue } from '../data-sources';
import type { InputComponentProps } from '../input-props';
import { useChangeOrConfirm } from '../useChangeOrConfirm';
import { useFocusOnModeChange } from '../useFocusOnModeChange';
import { CascadingVehicleSelect } from './CascadingVehicleSelect';
import { useFormChatAction } from './form-chat-action';
import { RegistrationField } from './RegistrationField';
import { registrationFormatOf } from './registration-entry';
import { SearchStatus } from './SearchStatus';
import { fieldProps } from './shared';
import { useVehicleSearch, type VehicleSearch } from './useVehicleSearch';
import { vehicleSpecLines, vehicleTitle, vehicleValueOf } from './vehicle-value';

/** The ways of finding a vehicle: by registration, or by year, make and model. */
export type VehicleFinder = 'registration' | 'makeModel';

/** Props of the registration finder. */
interface FinderProps {
  props: InputComponentProps;
  onFound: (vehicle: VehicleValue) => void;
}

/**
 * The registration finder; its search is the field's (VehicleField), so the field knows when a car
 * has been found and waits only for its confirmation.
 */
function RegistrationFinder({ props, onFound, search }: FinderProps & { search: VehicleSearch }) {
  const { id, input, disabled, t, context } = props;
  const [registration, setRegistration] = useState('');
  const chat = useFormChatAction();
  const found = search.status === 'found' ? search.specification : null;
  return (
    <div>
      <RegistrationField
        id={id}
        name={`${input.name}.vrn`}
        label={t('forms.vehicle.registration')}
        value={registration}
        onChange={(next) => {
          setRegistration(next);
          if (search.status !== 'idle') search.clear();
        }}
        format={registrationFormatOf(input, context)}
        disabled={disabled}
        onSearch={search.search}
        searchLabel={t('forms.vehicle.find')}
        searching={search.status === 'searching'}
        qPlateMessage={t(VRN_PROBLEM_KEYS.qPlate)}
        qPlateAction={
          chat ? (
            <Button variant="secondary" onClick={() => chat.open(t(VRN_PROBLEM_KEYS.qPlate))}>
              {chat.label}
            </Button>
          ) : undefined
        }
      />
      <SearchStatus>
        {search.status === 'searching' ? t('forms.searching') : null}
        {search.status === 'notFound' ? t('forms.vehicle.notFound') : null}
        {search.status === 'failed' ? t('forms.lookup.failed') : null}
      </SearchStatus>
      {found ? (
        <>
          <VehicleCard
            title={vehicleTitle(found)}
            registration={search.vrn}
            registrationLabel={t('forms.vehicle.plate')}
            specLines={vehicleSpecLines(found)}
          />
          <Button
            onClick={() => onFound({ vrn: search.vrn, regLookup: true, specification: found })}
            // Spec 002 §5: confirming a vehicle needs a vehicleCode.
            disabled={disabled || !hasVehicleCode(found)}
          >
            {t('forms.vehicle.confirm')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

function MakeModelFinder({ props, onFound }: FinderProps) {
  const { id, input, disabled, t, dataSources, context } = props;
  return (
    <CascadingVehicleSelect
      id={id}
      name={input.name}
      earliestYear={input.meta?.earliestYear}
      now={context.now}
      t={t}
      dataSources={dataSources}
      disabled={disabled}
      onConfirm={(specification: VehicleSpecification) =>
        onFound({ vrn: null, regLookup: false, specification })
      }
    />
  );
}

/**
 * A vehicle as a change-or-confirm field: its card with Change once chosen; otherwise the finders
 * (registration search, the make-and-model cascade, or both as tabs) and Cancel back to the card.
 * Stored as `{ vrn, regLookup, specification }`.
 */
export function VehicleField({
  props,
  finders,
}: {
  props: InputComponentProps;
  finders: readonly VehicleFinder[];
}) {
  const { id, value, onChange, disabled, t, dataSources } = props;
  // The form's own value object, so the machine tells its echo from a value set from outside.
  const stored = vehicleValueOf(value) ? (value as VehicleValue) : null;
  const { state, send } = useChangeOrConfirm<VehicleValue>(stored, onChange);
  const field = fieldProps(props);
  const content = useFocusOnModeChange(state.mode);
  const search = useVehicleSearch(dataSources);
  const onFound = (vehicle: VehicleValue) => {
    // A later Change starts a new search, not the card of this one.
    search.clear();
    send({ type: CHANGE_OR_CONFIRM_EVENT.valueSet, value: vehicle });
  };
  const finder = (kind: VehicleFinder) =>
    kind === 'registration' ? (
      <RegistrationFinder props={props} onFound={onFound} search={search} />
    ) : (
      <MakeModelFinder props={props} onFound={onFound} />
    );
  const vehicle = state.mode === 'view' ? state.value : null;
  // Once a car is found, "Please answer" is no longer true: the question is answered up to its
  // confirm button, so the stale error goes (it comes back if the search is cleared or changed).
  const carFound = vehicle === null && search.status === 'found';
  return (
    <FieldSet
      id={`${id}-group`}
      label={field.label}
      hint={field.hint}
      error={carFound ? undefined : field.error}
      required={field.required}
      requiredMarker={field.requiredMarker}
      errorPrefix={field.errorPrefix}
      onBlur={props.onBlur}
    >
      <div ref={content}>
        {vehicle ? (
          <div id={id}>
            <VehicleCard
              title={vehicleTitle(vehicle.specification)}
              registration={vehicle.vrn ?? undefined}
              registrationLabel={t('forms.vehicle.plate')}
              specLines={vehicleSpecLines(vehicle.specification)}
              changeLabel={t('forms.change')}
              onChange={
                disabled ? undefined : () => send({ type: CHANGE_OR_CONFIRM_EVENT.changeClicked })
              }
            />
          </div>
        ) : (
          <>
            {finders.length > 1 ? (
              <Tabs
                label={t('forms.vehicle.findBy')}
                items={finders.map((kind) => ({
                  id: kind,
                  header: t(
                    kind === 'registration'
                      ? 'forms.vehicle.byRegistration'
                      : 'forms.vehicle.byMakeModel',
                  ),
                  content: finder(kind),
                }))}
              />
            ) : (
              finder(finders[0] ?? 'registration')
            )}
            {selectCanReset(state) ? (
              <Button
                variant="link"
                onClick={() => send({ type: CHANGE_OR_CONFIRM_EVENT.resetClicked })}
              >
                {t('forms.address.cancel')}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </FieldSet>
  );
}
