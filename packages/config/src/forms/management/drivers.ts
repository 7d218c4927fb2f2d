import { defineForm } from '../define-form';
import { additionalDriversInput } from '../disclosure/additional-drivers';

/** Management: the additional drivers (up to 4). */
export const managementDriversForm = defineForm({
  id: 'management.drivers',
  title: 'forms.management.drivers.title',
  inputs: [additionalDriversInput()],
});
