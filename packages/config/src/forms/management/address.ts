import { defineForm } from '../define-form';
import { addressInput } from '../inputs/contact-inputs';

/** Management: the policyholder's address (where the car is kept). */
export const managementAddressForm = defineForm({
  id: 'management.address',
  title: 'forms.management.address.title',
  inputs: [addressInput('policyholder.address')],
});
