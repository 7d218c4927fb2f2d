import type { GetPolicyholderResult, UpdatePolicyholderBody } from '@brand/api-client';
import {
  addressSettingForm,
  emailSettingForm,
  marketingPreferencesSettingForm,
  nameSettingForm,
  phoneSettingForm,
} from '@brand/config';
import { MARKETING_CHANNELS } from '@brand/domain';
import { deepEqual, type FormDefinition, type FormValues } from '@brand/forms';

/** The policyholder record as GET and PATCH /policyholder answer it. */
export type Policyholder = GetPolicyholderResult;
/** The body of PATCH /policyholder: the changed settings. */
export type PolicyholderChanges = UpdatePolicyholderBody;
/** A field of the record an account setting changes. */
export type PolicyholderField = keyof PolicyholderChanges;

/** One account setting: its route segment (`/account/:name`), its record field and its form. */
export interface AccountSetting {
  /** The route segment and the translation key part (`account.settings.<name>.label`). */
  name: string;
  field: PolicyholderField;
  form: FormDefinition;
}

/** The account settings in the order the account page lists them (spec 000 §2, 001 §2). */
export const ACCOUNT_SETTINGS = [
  { name: 'name', field: 'name', form: nameSettingForm },
  { name: 'email', field: 'email', form: emailSettingForm },
  { name: 'phone', field: 'phone', form: phoneSettingForm },
  { name: 'address', field: 'address', form: addressSettingForm },
  {
    name: 'marketing-preferences',
    field: 'marketingPreferences',
    form: marketingPreferencesSettingForm,
  },
] as const satisfies readonly AccountSetting[];

/** An account setting's route segment. */
export type AccountSettingName = (typeof ACCOUNT_SETTINGS)[number]['name'];

/** The setting of a route segment, or undefined for an unknown one. */
export function accountSettingNamed(name: string | undefined): AccountSetting | undefined {
  return ACCOUNT_SETTINGS.find((setting) => setting.name === name);
}

type Preferences = Policyholder['marketingPreferences'];

function channelsOf(preferences: Preferences): string[] {
  return MARKETING_CHANNELS.filter((channel) => preferences[channel]);
}

function preferencesOf(channels: unknown): Preferences {
  const ticked = Array.isArray(channels) ? channels : [];
  return {
    email: ticked.includes('email'),
    phone: ticked.includes('phone'),
    sms: ticked.includes('sms'),
  };
}

/** The setting's form values from the record. */
export function settingFormValues(setting: AccountSetting, policyholder: Policyholder): FormValues {
  const value = policyholder[setting.field];
  if (setting.field === 'marketingPreferences') {
    return { [setting.field]: channelsOf(value as Preferences) };
  }
  return value === null ? {} : { [setting.field]: value };
}

// Text trimmed and blank address lines dropped, as the platform stores them: an unchanged form
// compares equal to the record.
function normalised(field: PolicyholderField, value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (field === 'name' && value && typeof value === 'object') {
    const { firstName = '', lastName = '' } = value as { firstName?: string; lastName?: string };
    return { firstName: firstName.trim(), lastName: lastName.trim() };
  }
  if (field === 'address' && value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).filter(([, line]) => typeof line === 'string' && line.trim() !== ''),
    );
  }
  return value;
}

/**
 * The PATCH body of a submitted setting form, or null when it equals the record: the platform is
 * called only when something changed (spec 002 §7).
 */
export function settingChanges(
  setting: AccountSetting,
  policyholder: Policyholder,
  values: FormValues,
): PolicyholderChanges | null {
  const submitted = values[setting.field];
  const value =
    setting.field === 'marketingPreferences'
      ? preferencesOf(submitted)
      : normalised(setting.field, submitted);
  const current = normalised(setting.field, policyholder[setting.field]);
  if (deepEqual(value, current)) return null;
  return { [setting.field]: value } as PolicyholderChanges;
}

/** The record's value of a setting as one line of text; null when none is held. */
export function settingSummary(
  setting: AccountSetting,
  policyholder: Policyholder,
  t: (key: string) => string,
): string | null {
  switch (setting.field) {
    case 'name':
      return `${policyholder.name.firstName} ${policyholder.name.lastName}`;
    case 'address': {
      const address = policyholder.address;
      if (!address) return null;
      return (
        address.label ??
        [address.line1, address.line2, address.line3, address.city, address.postalCode]
          .filter((line) => line !== undefined && line.trim() !== '')
          .join(', ')
      );
    }
    case 'marketingPreferences': {
      const channels = channelsOf(policyholder.marketingPreferences);
      if (channels.length === 0) return t('account.settings.marketing-preferences.none');
      return channels.map((channel) => t(`enums.marketingChannels.${channel}`)).join(', ');
    }
    default:
      return policyholder[setting.field];
  }
}
