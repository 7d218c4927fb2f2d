import { defineForm } from '../define-form';
import { VEHICLE_INPUT } from '../inputs/vehicle-inputs';

/**
 * The registration of a quoted vehicle that had none: required before the proposal is confirmed
 * (a quote without one cannot be activated), asked from the vehicle card's edit-registration action.
 */
export const vehicleRegistrationForm = defineForm({
  id: 'vehicleRegistration',
  title: 'forms.vehicleRegistration.title',
  description: 'forms.vehicleRegistration.description',
  inputs: [
    {
      name: `${VEHICLE_INPUT}.vrn`,
      type: 'vehicleRegistration',
      label: 'forms.questions.vehicle.vrn.label',
      hint: 'forms.questions.vehicle.vrn.hint',
      validation: { required: true, vehicleRegistration: true },
    },
  ],
});
