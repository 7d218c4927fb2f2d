import { ConfigurationError } from '@brand/domain';
import { checkFormDefinition, formTranslationKeys } from '@brand/forms';
import { hasTranslationKey } from '../translations';
import { forms as commonForms } from '../translations/common/forms';
import { forms as fiveDayForms } from '../translations/fiveDay/forms';
import { forms as monthlyForms } from '../translations/monthly/forms';
import { ACCOUNT_SETTINGS_FORMS } from './account-settings';
import { DISCLOSURE_SECTIONS } from './disclosure';
import { ALL_FORMS, FORMS, formById, indexForms, isFormId } from './form-registry';
import * as barrel from './index';
import { MANAGEMENT_SECTIONS } from './management';
import { ENUM_TRANSLATION_TABLES } from './options';

// The translation sets are nested objects; i18next reads them by dotted key.
function flatKeys(tree: object, prefix: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatKeys(value, `${prefix}.${key}`)
      : [`${prefix}.${key}`],
  );
}

const COMMON_KEYS = new Set(flatKeys(commonForms, 'forms'));
const usedKeys = ALL_FORMS.flatMap((form) => formTranslationKeys(form));
const usedFormKeys = usedKeys.filter((key) => key.startsWith('forms.'));

describe('the brand forms', () => {
  it.each(ALL_FORMS.map((form) => [form.id, form] as const))(
    '%s passes the config check',
    (_id, form) => {
      expect(() => checkFormDefinition(form)).not.toThrow();
    },
  );

  it('have a text in the common set for every forms.* key they use', () => {
    const missing = usedFormKeys.filter((key) => !COMMON_KEYS.has(key));
    expect(missing).toEqual([]);
  });

  // The config check: every key any form uses (questions, options, validation messages) has an
  // en-GB text that the apps' translate finds.
  it('have every translation key they use in the common set', () => {
    expect(usedKeys.filter((key) => !hasTranslationKey('common', key))).toEqual([]);
  });

  it('use only translation keys of their own, of the enum tables and of validation messages', () => {
    const foreign = usedKeys.filter(
      (key) =>
        !key.startsWith('forms.') && !key.startsWith('enums.') && !key.startsWith('validation.'),
    );
    expect(foreign).toEqual([]);
  });

  it('label options only from the agreed enum tables', () => {
    const tables = new Set(
      usedKeys.filter((key) => key.startsWith('enums.')).map((key) => key.split('.')[1] ?? ''),
    );
    expect(
      [...tables].filter(
        (table) => !(ENUM_TRANSLATION_TABLES as readonly string[]).includes(table),
      ),
    ).toEqual([]);
  });

  it('hold no common text that no form uses', () => {
    const used = new Set(usedFormKeys);
    expect([...COMMON_KEYS].filter((key) => !used.has(key))).toEqual([]);
  });

  it.each([
    ['monthly', monthlyForms],
    ['fiveDay', fiveDayForms],
  ] as const)('%s set only overrides keys of the common set', (_set, texts) => {
    const extra = flatKeys(texts, 'forms').filter((key) => !COMMON_KEYS.has(key));
    expect(extra).toEqual([]);
  });
});

describe('FORMS and formById', () => {
  it('index every form by its id', () => {
    expect(Object.keys(FORMS)).toHaveLength(ALL_FORMS.length);
    for (const form of ALL_FORMS) expect(formById(form.id)).toBe(form);
  });

  it('throw a ConfigurationError naming an unknown id', () => {
    expect(() => formById('disclosure.nope')).toThrow(ConfigurationError);
    expect(() => formById('disclosure.nope')).toThrow('disclosure.nope');
    expect(isFormId('disclosure.nope')).toBe(false);
    expect(isFormId('feedback')).toBe(true);
  });

  it('are each exported by the forms barrel', () => {
    const exported = new Set(Object.values(barrel));
    expect(ALL_FORMS.filter((form) => !exported.has(form)).map((form) => form.id)).toEqual([]);
    expect(barrel.formById).toBe(formById);
  });

  it('refuse two forms with one id', () => {
    const form = { id: 'twice', inputs: [] };
    expect(() => indexForms([form, { ...form }])).toThrow(ConfigurationError);
  });

  it('list the disclosure sections in journey order', () => {
    expect(DISCLOSURE_SECTIONS.map((form) => form.id)).toEqual([
      'disclosure.beforeWeBegin',
      'disclosure.yourCar',
      'disclosure.aboutYou',
      'disclosure.additionalDrivers',
      'disclosure.claimsHistory',
      'disclosure.drivingLicence',
      'disclosure.contactDetails',
      'disclosure.yourCover',
      'disclosure.startDate',
      'disclosure.promotion',
    ]);
  });

  it('list the management sections and account settings among the forms', () => {
    for (const form of [...MANAGEMENT_SECTIONS, ...ACCOUNT_SETTINGS_FORMS]) {
      expect(isFormId(form.id)).toBe(true);
    }
    expect(ACCOUNT_SETTINGS_FORMS.map((form) => form.id)).toEqual([
      'account.settings.name',
      'account.settings.email',
      'account.settings.phone',
      'account.settings.marketingPreferences',
      'account.settings.address',
    ]);
  });
});
