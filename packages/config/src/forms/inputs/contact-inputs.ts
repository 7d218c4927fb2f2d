import { ADDRESS_COUNTRIES, MARKETING_CHANNELS } from '@brand/domain';
import type { InputDefinition } from '@brand/forms';
import { enumOptions } from '../options';

/** The policyholder's email address. */
export function emailInput(name: string): InputDefinition {
  return {
    name,
    type: 'email',
    label: 'forms.questions.you.email.label',
    hint: 'forms.questions.you.email.hint',
    meta: { inputMode: 'email' },
    validation: { required: true, email: true },
  };
}

/** The policyholder's UK phone number. */
export function phoneInput(name: string): InputDefinition {
  return {
    name,
    type: 'phoneNumber',
    label: 'forms.questions.you.phone.label',
    hint: 'forms.questions.you.phone.hint',
    meta: { inputMode: 'tel' },
    validation: { required: true, phone: true },
  };
}

/** Marketing channels the policyholder agrees to; every channel is ticked until they untick it. */
export function marketingPreferencesInput(name: string): InputDefinition {
  return {
    name,
    type: 'checkboxList',
    label: 'forms.questions.you.marketingPreferences.label',
    hint: 'forms.questions.you.marketingPreferences.hint',
    options: enumOptions('marketingChannels', MARKETING_CHANNELS),
    meta: { defaultValue: [...MARKETING_CHANNELS] },
  };
}

/**
 * The parts a home address needs. The address type asks only for line 1 (spec 002 §3), enough for
 * a search result, which always has the rest; an address typed by hand must bring its town and
 * postcode too, because rating, the identity check and retrieving a saved quote read the postcode.
 */
const HOME_ADDRESS_REQUIRED_PARTS = ['line1', 'city', 'postalCode'] as const;

/** The policyholder's home address: searched in Great Britain, or typed by hand. */
export function addressInput(name: string): InputDefinition {
  return {
    name,
    type: 'address',
    label: 'forms.questions.you.address.label',
    hint: 'forms.questions.you.address.hint',
    meta: { countries: ADDRESS_COUNTRIES, overridable: true },
    validation: { required: { fields: HOME_ADDRESS_REQUIRED_PARTS }, postcode: true },
  };
}
