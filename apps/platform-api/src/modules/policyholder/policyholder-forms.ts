import {
  addressSettingForm,
  emailSettingForm,
  marketingPreferencesSettingForm,
  nameSettingForm,
  phoneSettingForm,
} from '@brand/config';
import { MARKETING_CHANNELS } from '@brand/domain';
import type { FormDefinition } from '@brand/forms';
import type { MarketingPreferences } from '../customers';

/** A setting the PATCH takes, by its field name in the body and the record. */
export const POLICYHOLDER_SETTINGS = [
  'name',
  'email',
  'phone',
  'address',
  'marketingPreferences',
] as const;
/** A policyholder setting. */
export type PolicyholderSetting = (typeof POLICYHOLDER_SETTINGS)[number];

/**
 * The settings only the customer may change (spec 001 §6, 002 §5: admin principals are blocked
 * from some customer actions): the email they sign in and are written to with, and their
 * marketing consent, which is theirs to give. An agent acting for them is refused.
 */
export const CUSTOMER_ONLY_SETTINGS: readonly PolicyholderSetting[] = [
  'email',
  'marketingPreferences',
];

/** The form that checks each setting: the same definitions the account pages render. */
export const SETTING_FORMS: Record<PolicyholderSetting, FormDefinition> = {
  name: nameSettingForm,
  email: emailSettingForm,
  phone: phoneSettingForm,
  address: addressSettingForm,
  marketingPreferences: marketingPreferencesSettingForm,
};

/** The ticked channels, as the marketing-preferences checkbox list holds them. */
export function marketingChannelsOf(preferences: MarketingPreferences): string[] {
  return MARKETING_CHANNELS.filter((channel) => preferences[channel]);
}

/** A setting's value as its form holds it. */
export function settingFormValue(setting: PolicyholderSetting, value: unknown): unknown {
  return setting === 'marketingPreferences'
    ? marketingChannelsOf(value as MarketingPreferences)
    : value;
}
