import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { VehicleField } from './VehicleField';

/** A vehicle found by its registration, confirmed from its card, changed with Change. */
export function VehicleLookupInput(props: InputComponentProps) {
  return <VehicleField props={props} finders={['registration']} />;
}

/** Registry entry of the vehicle lookup. */
export const vehicleLookupInput: InputRegistryEntry<'vehicleLookup'> = {
  type: 'vehicleLookup',
  component: VehicleLookupInput,
};
