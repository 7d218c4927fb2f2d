/** One row of the account settings list (route account/:name). */
export interface AccountSetting {
  /** Route segment and translation key part. */
  readonly name: string;
  /** Editable settings have a page with a form; the others are shown only. */
  readonly editable: boolean;
  /** The form of an editable setting (src/forms), or null. */
  readonly formId: string | null;
}

/**
 * The account settings, in list order. The name is read-only here because it is a rated fact of
 * the policy: it changes through a policy adjustment (or an admin), not in account settings.
 */
export const ACCOUNT_SETTINGS = [
  { name: 'name', editable: false, formId: null },
  { name: 'email', editable: true, formId: 'account.settings.email' },
  { name: 'phone', editable: true, formId: 'account.settings.phone' },
  {
    name: 'marketing-preferences',
    editable: true,
    formId: 'account.settings.marketingPreferences',
  },
  { name: 'address', editable: true, formId: 'account.settings.address' },
] as const satisfies readonly AccountSetting[];

/** The settings that have their own page. */
export function editableAccountSettings(
  settings: readonly AccountSetting[] = ACCOUNT_SETTINGS,
): AccountSetting[] {
  return settings.filter((setting) => setting.editable);
}

/**
 * The editable setting of a route segment, or undefined: an unknown or read-only name redirects
 * home (spec 001 §2).
 */
export function editableAccountSetting(
  name: unknown,
  settings: readonly AccountSetting[] = ACCOUNT_SETTINGS,
): AccountSetting | undefined {
  return editableAccountSettings(settings).find((setting) => setting.name === name);
}
