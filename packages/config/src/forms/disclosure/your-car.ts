import { defineForm } from '../define-form';
import { yourCarInputs } from '../inputs/vehicle-inputs';

/** Your car: the vehicle, and its value, steering and seats when its specification lacks them. */
export const yourCarForm = defineForm({
  id: 'disclosure.yourCar',
  title: 'forms.disclosure.yourCar.title',
  description: 'forms.disclosure.yourCar.description',
  inputs: yourCarInputs(),
});
