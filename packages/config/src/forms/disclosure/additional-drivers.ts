import { MAX_ADDITIONAL_DRIVERS } from '@brand/domain';
import type { InputDefinition } from '@brand/forms';
import { defineForm } from '../define-form';
import { ADDITIONAL_DRIVER_INPUTS, ADDITIONAL_DRIVER_SUMMARY } from '../inputs/driver-inputs';

/** The input holding the additional drivers. */
export const ADDITIONAL_DRIVERS_INPUT = 'additionalDrivers';

/** Additional drivers as a question loop of up to 4 drivers (the add button hides at the limit). */
export function additionalDriversInput(): InputDefinition {
  return {
    name: ADDITIONAL_DRIVERS_INPUT,
    type: 'questionLoop',
    label: 'forms.questions.drivers.additionalDrivers.label',
    hint: 'forms.questions.drivers.additionalDrivers.hint',
    meta: {
      inputs: ADDITIONAL_DRIVER_INPUTS,
      // Each driver keeps the code its pages are addressed by (journeys' additional-drivers.ts).
      itemFields: ['profileCode'],
      summary: ADDITIONAL_DRIVER_SUMMARY,
      maxItems: MAX_ADDITIONAL_DRIVERS,
    },
    validation: { required: true, maxItems: { value: MAX_ADDITIONAL_DRIVERS } },
  };
}

/** Additional drivers: who else will drive the car. */
export const additionalDriversForm = defineForm({
  id: 'disclosure.additionalDrivers',
  title: 'forms.disclosure.additionalDrivers.title',
  description: 'forms.disclosure.additionalDrivers.description',
  inputs: [additionalDriversInput()],
});

/**
 * One additional driver on their own page (the section's profile/{profileCode} route, and the
 * management drivers section's add and edit routes): the loop item's questions as a form.
 */
export const additionalDriverProfileForm = defineForm({
  id: 'disclosure.additionalDriver',
  title: 'forms.disclosure.additionalDriver.title',
  inputs: ADDITIONAL_DRIVER_INPUTS,
});
