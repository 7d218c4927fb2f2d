import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { VehicleField } from './VehicleField';

/** A vehicle chosen by year, make, model and detail; confirming needs a vehicleCode. */
export function CascadingInput(props: InputComponentProps) {
  return <VehicleField props={props} finders={['makeModel']} />;
}

/** Registry entry of the cascading vehicle select. */
export const cascadingInput: InputRegistryEntry<'cascading'> = {
  type: 'cascading',
  component: CascadingInput,
};
