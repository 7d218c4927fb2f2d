import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { VehicleField } from './VehicleField';

/** A vehicle found by registration or by make and model, the two ways as tabs (the proposal's car question). */
export function VehicleTabsInput(props: InputComponentProps) {
  return <VehicleField props={props} finders={['registration', 'makeModel']} />;
}

/** Registry entry of the vehicle tabs. */
export const vehicleTabsInput: InputRegistryEntry<'vehicleTabs'> = {
  type: 'vehicleTabs',
  component: VehicleTabsInput,
};
