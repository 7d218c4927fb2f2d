import {
  AUTH_ERROR_CODES,
  CANCELLATION_REASONS,
  CHECKOUT_METHODS,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  COVER_CODES,
  COVER_GROUPS,
  COVER_TYPES,
  DECLARATIONS,
  DOCUMENT_NAMES,
  DRIVING_DECLARATIONS,
  EFFECTIVE_DATE_CHOICES,
  EMPLOYMENT_STATUSES,
  ENDORSEMENTS,
  ERROR_KINDS,
  EXCESS_TYPES,
  FEEDBACK_TYPES,
  HOME_OWNERSHIP,
  LEDGER_TYPES,
  LICENCE_TYPES,
  MANDATE_STATUSES,
  MARITAL_STATUSES,
  MARKETING_CHANNELS,
  NCD_TYPES,
  NOT_IN_WORK_STATUSES,
  OTHER_CAR_ACCESS_TYPES,
  OTHER_CAR_USE,
  OVERNIGHT_LOCATIONS,
  PAYMENT_METHOD_TYPES,
  PAYMENT_SCHEDULE_TYPES,
  PAYMENT_STATUSES,
  POLICY_STATUSES,
  POLICY_TABS,
  PRODUCT_KINDS,
  PROMOTION_CODES,
  PROPOSAL_STATUSES,
  PURCHASE_TYPES,
  RELATIONSHIPS_TO_INSURED,
  SIGN_OUT_AUTH_ERROR_CODES,
  STATEMENT_MESSAGE_KEYS,
  STEERING_SIDES,
  TERRITORIES,
  UPLOAD_REJECTION_CODES,
  VEHICLE_OWNERSHIP,
  VEHICLE_USAGES,
} from '@brand/domain';
import { VALIDATION_MESSAGES_EN_GB } from '@brand/forms';
import { ENUM_TRANSLATION_TABLES } from '../forms';
import { PRODUCT_CONFIGS, UPLOAD_TYPES } from '../products';
import { PROMOTIONS } from '../promotions';
import { ACCOUNT_SETTINGS, FOOTER } from '../settings';
import { hasTranslationKey, translateKey } from './translations';

const has = (key: string) => hasTranslationKey('common', key);
const missing = (keys: readonly string[]) => keys.filter((key) => !has(key));

/** Every domain enumeration a customer or agent reads, by its table in `enums`. */
const ENUM_SOURCES: Record<string, readonly string[]> = {
  licenceTypes: LICENCE_TYPES,
  employmentStatuses: EMPLOYMENT_STATUSES,
  notInWorkStatuses: NOT_IN_WORK_STATUSES,
  homeOwnership: HOME_OWNERSHIP,
  maritalStatuses: MARITAL_STATUSES,
  relationshipsToInsured: RELATIONSHIPS_TO_INSURED,
  vehicleOwnership: VEHICLE_OWNERSHIP,
  ncdTypes: NCD_TYPES,
  purchaseTypes: PURCHASE_TYPES,
  steeringSides: STEERING_SIDES,
  vehicleUsages: VEHICLE_USAGES,
  overnightLocations: OVERNIGHT_LOCATIONS,
  otherCarUse: OTHER_CAR_USE,
  otherCarAccessTypes: OTHER_CAR_ACCESS_TYPES,
  declarations: DECLARATIONS,
  drivingDeclarations: DRIVING_DECLARATIONS,
  claimTypes: CLAIM_TYPES,
  cancellationReasons: CANCELLATION_REASONS,
  marketingChannels: MARKETING_CHANNELS,
  policyStatuses: POLICY_STATUSES,
  proposalStatuses: PROPOSAL_STATUSES,
  claimStatuses: CLAIM_STATUSES,
  paymentScheduleTypes: PAYMENT_SCHEDULE_TYPES,
  checkoutMethods: CHECKOUT_METHODS,
  paymentMethodTypes: PAYMENT_METHOD_TYPES,
  ledgerTypes: LEDGER_TYPES,
  paymentStatuses: PAYMENT_STATUSES,
  mandateStatuses: MANDATE_STATUSES,
  productKinds: PRODUCT_KINDS,
  effectiveDateChoices: EFFECTIVE_DATE_CHOICES,
  feedbackTypes: FEEDBACK_TYPES,
};

describe('enumeration labels', () => {
  it.each(Object.entries(ENUM_SOURCES))('label every value of %s', (table, values) => {
    expect(missing(values.map((value) => `enums.${table}.${value}`))).toEqual([]);
  });

  it('cover every table the forms label options from', () => {
    for (const table of ENUM_TRANSLATION_TABLES) expect(Object.keys(ENUM_SOURCES)).toContain(table);
  });
});

describe('domain codes with texts', () => {
  it('give every statement message key of the billing rules a text', () => {
    expect(missing(STATEMENT_MESSAGE_KEYS)).toEqual([]);
  });

  it('name and describe every cover, and name excess types, endorsements, groups and territories', () => {
    expect(
      missing(
        COVER_CODES.flatMap((c) => [`covers.codes.${c}.name`, `covers.codes.${c}.description`]),
      ),
    ).toEqual([]);
    expect(missing(EXCESS_TYPES.map((t) => `covers.excessTypes.${t}`))).toEqual([]);
    expect(
      missing(
        ENDORSEMENTS.flatMap((e) => [
          `covers.endorsements.${e}.name`,
          `covers.endorsements.${e}.description`,
        ]),
      ),
    ).toEqual([]);
    expect(missing(COVER_GROUPS.map((g) => `covers.groups.${g}`))).toEqual([]);
    expect(missing(COVER_TYPES.map((t) => `covers.types.${t}`))).toEqual([]);
    expect(missing(TERRITORIES.map((t) => `covers.territories.${t}`))).toEqual([]);
  });

  it('give every error kind a modal header and body', () => {
    expect(
      missing(ERROR_KINDS.flatMap((k) => [`errors.kinds.${k}.header`, `errors.kinds.${k}.body`])),
    ).toEqual([]);
  });

  it('give the sign-in errors that show a modal their texts', () => {
    const shown = AUTH_ERROR_CODES.filter(
      (c) => !(SIGN_OUT_AUTH_ERROR_CODES as readonly string[]).includes(c),
    );
    expect(
      missing(shown.flatMap((c) => [`errors.auth.${c}.header`, `errors.auth.${c}.body`])),
    ).toEqual([]);
  });

  it('give every upload rejection code a message, plus the unknown fallback', () => {
    expect(
      missing([...UPLOAD_REJECTION_CODES, 'unknown'].map((c) => `uploads.rejections.${c}`)),
    ).toEqual([]);
  });

  it('name every policy tab and document', () => {
    expect(missing(POLICY_TABS.map((t) => `policy.tabs.${t}`))).toEqual([]);
    expect(missing(DOCUMENT_NAMES.map((d) => `policy.documents.names.${d}`))).toEqual([]);
  });

  it('give every promotion its title, description and terms', () => {
    expect(PROMOTIONS.map((p) => p.code)).toEqual([...PROMOTION_CODES]);
    expect(missing(PROMOTIONS.flatMap((p) => Object.values(p.texts)))).toEqual([]);
  });

  it('title the feedback modal for every feedback type', () => {
    expect(missing(FEEDBACK_TYPES.map((t) => `feedback.default.title.${t}`))).toEqual([]);
  });
});

describe('keys the configuration names', () => {
  it('exist for upload types, account settings, the footer and before-we-begin', () => {
    expect(
      missing(
        UPLOAD_TYPES.flatMap((t) => [`uploads.types.${t}.label`, `uploads.types.${t}.description`]),
      ),
    ).toEqual([]);
    expect(missing(ACCOUNT_SETTINGS.map((s) => `account.settings.${s.name}.label`))).toEqual([]);
    expect(missing([FOOTER.poweredBy, ...FOOTER.links.map((l) => l.label)])).toEqual([]);
    const checklists = Object.values(PRODUCT_CONFIGS).flatMap((p) => p.beforeWeBegin.checklist);
    expect(missing(checklists)).toEqual([]);
  });
});

describe('validation messages', () => {
  it('are all reachable in the common set with the forms package texts', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES_EN_GB)) {
      expect({ key, text: translateKey(key) }).toEqual({ key, text });
    }
  });
});

describe('spec texts verbatim', () => {
  it.each([
    [
      'errors.clipboard.blocked',
      'Clipboard read permission was blocked.\nAllow it in site settings of your browser.',
    ],
    ['errors.lookup.noMatches', 'Sorry, no matches found'],
    [
      'errors.lookup.insuranceGroupUnknown',
      'We couldn’t determine the insurance group for your vehicle. Please get in touch via chat so we can fix this.',
    ],
    ['admin.notAuthorised', 'You are not authorised to perform this action.'],
    ['cancellation.otherPlaceholder', 'Please share more details'],
    ['navigation.footer.poweredBy', 'Powered by {{provider}}'],
  ])('%s', (key, text) => {
    expect(translateKey(key)).toBe(text);
  });
});
