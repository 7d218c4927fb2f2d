import { defineForm } from '../define-form';
import {
  addressInput,
  emailInput,
  marketingPreferencesInput,
  phoneInput,
} from '../inputs/contact-inputs';
import { nameInput } from '../inputs/person-inputs';
import { POLICYHOLDER_SCOPE } from '../inputs/profile-scope';
import { ADMIN_ONLY_READ_ONLY } from '../management/read-only';

// Each editable account setting is one form on its own page (route segment :name), with the
// policyholder record's field names.

/** Account setting: the name; read-only unless an admin acts for the customer (spec 002 §6). */
export const nameSettingForm = defineForm({
  id: 'account.settings.name',
  title: 'forms.account.settings.name.title',
  inputs: [{ ...nameInput(POLICYHOLDER_SCOPE), name: 'name', readOnly: ADMIN_ONLY_READ_ONLY }],
});

/** Account setting: email address. */
export const emailSettingForm = defineForm({
  id: 'account.settings.email',
  title: 'forms.account.settings.email.title',
  inputs: [emailInput('email')],
});

/** Account setting: phone number. */
export const phoneSettingForm = defineForm({
  id: 'account.settings.phone',
  title: 'forms.account.settings.phone.title',
  inputs: [phoneInput('phone')],
});

/** Account setting: marketing preferences. */
export const marketingPreferencesSettingForm = defineForm({
  id: 'account.settings.marketingPreferences',
  title: 'forms.account.settings.marketingPreferences.title',
  inputs: [marketingPreferencesInput('marketingPreferences')],
});

/** Account setting: home address. */
export const addressSettingForm = defineForm({
  id: 'account.settings.address',
  title: 'forms.account.settings.address.title',
  inputs: [addressInput('address')],
});

/** The account settings forms, in the order the account page lists them. */
export const ACCOUNT_SETTINGS_FORMS = [
  nameSettingForm,
  emailSettingForm,
  phoneSettingForm,
  marketingPreferencesSettingForm,
  addressSettingForm,
] as const;
