import { defineForm } from '../define-form';
import { annualMileageInput, overnightLocationInput, usageInput } from '../inputs/cover-inputs';

/** Management: annual mileage, where the car is kept overnight and what it is used for. */
export const managementUsageForm = defineForm({
  id: 'management.usage',
  title: 'forms.management.usage.title',
  inputs: [annualMileageInput(), overnightLocationInput(), usageInput()],
});
