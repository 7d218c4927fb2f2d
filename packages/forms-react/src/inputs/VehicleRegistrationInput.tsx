import { VehicleCard } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { RegistrationField } from './RegistrationField';
import { registrationFormatOf } from './registration-entry';
import { SearchStatus } from './SearchStatus';
import { fieldProps, textOf } from './shared';
import { useVehicleSearch } from './useVehicleSearch';
import { vehicleSpecLines, vehicleTitle } from './vehicle-value';

/**
 * A registration (adding a missing one to a quote): entered as the other registration inputs are,
 * with a search (Enter or the button, disabled while invalid) that shows which car it is.
 */
export function VehicleRegistrationInput(props: InputComponentProps) {
  const { input, value, onChange, onBlur, disabled, t, dataSources, context } = props;
  const search = useVehicleSearch(dataSources);
  const { requiredMarker: _marker, errorPrefix: _prefix, ...field } = fieldProps(props);
  return (
    <div>
      <RegistrationField
        {...field}
        value={textOf(value)}
        onChange={(registration) => {
          if (search.status !== 'idle') search.clear();
          onChange(registration === '' ? undefined : registration);
        }}
        onBlur={onBlur}
        format={registrationFormatOf(input, context)}
        disabled={disabled}
        onSearch={search.search}
        searchLabel={t('forms.vehicle.find')}
        searching={search.status === 'searching'}
      />
      <SearchStatus>
        {search.status === 'searching' ? t('forms.searching') : null}
        {search.status === 'notFound' ? t('forms.vehicle.notFound') : null}
        {search.status === 'failed' ? t('forms.lookup.failed') : null}
      </SearchStatus>
      {search.status === 'found' && search.specification ? (
        <VehicleCard
          title={vehicleTitle(search.specification)}
          registration={search.vrn}
          registrationLabel={t('forms.vehicle.plate')}
          specLines={vehicleSpecLines(search.specification)}
        />
      ) : null}
    </div>
  );
}

/** Registry entry of the vehicle registration input. */
export const vehicleRegistrationInput: InputRegistryEntry<'vehicleRegistration'> = {
  type: 'vehicleRegistration',
  component: VehicleRegistrationInput,
};
