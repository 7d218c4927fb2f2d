import {
  AUTO_RENEWAL_DEFAULT,
  CANCELLATION_REASONS,
  COVERS_BY_SCHEME,
  DEFAULT_DAYS_TO_DEFER,
  FEEDBACK_TYPES,
  MAX_ADDITIONAL_DRIVERS,
  PRODUCT_KIND_OF_SCHEME,
  UPLOAD_ACCEPTED_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  VOLUNTARY_EXCESS_OPTIONS_BY_SCHEME,
} from '@brand/domain';
import { SUMMARY_TERMS } from '../forms';
import { BEFORE_WE_BEGIN } from './before-we-begin';
import { FLEX_DISCLOSURE_SECTIONS } from './disclosure-sections';
import { FEEDBACK_ACTIONS } from './feedback-actions';
import { MANAGEMENT_SECTIONS_LIST } from './management-sections';
import type { ProductConfig } from './product-config';
import { UPLOAD_MAX_FILES, UPLOAD_PURPOSES } from './upload-types';

/** Voluntary excess options are laid out in 4 columns (spec 001 §5). */
export const EXCESS_COLUMNS = 4;

/**
 * The flex product: a monthly subscription with no minimum term. Its cancellation is Standard
 * (not CoolingOff) because a subscription without a minimum term may be ended at any time, with the
 * date chosen up to 30 days ahead; a cooling-off rule would wrongly close cancellation after its days.
 */
export const FLEX_PRODUCT = {
  scheme: 'flex',
  productKind: PRODUCT_KIND_OF_SCHEME.flex,
  assetTypes: [
    { assetType: 'vehicle', core: true, optionalCovers: COVERS_BY_SCHEME.flex.optional },
  ],
  cancellation: {
    type: 'Standard',
    reasons: CANCELLATION_REASONS,
    daysToDefer: DEFAULT_DAYS_TO_DEFER,
    formId: 'cancellation.standard',
  },
  excess: {
    isAdjustable: true,
    voluntaryExcess: VOLUNTARY_EXCESS_OPTIONS_BY_SCHEME.flex,
    columns: EXCESS_COLUMNS,
  },
  renewal: {
    allowModifyAutoRenewal: true,
    autoRenewalOptions: [AUTO_RENEWAL_DEFAULT, !AUTO_RENEWAL_DEFAULT],
    optOutReasons: CANCELLATION_REASONS,
    optOutFormId: 'renewal.optOut',
  },
  uploads: {
    types: [
      { type: 'proof-of-ncd', purpose: UPLOAD_PURPOSES['proof-of-ncd'] },
      { type: 'driving-licence', purpose: UPLOAD_PURPOSES['driving-licence'] },
      { type: 'v5c', purpose: UPLOAD_PURPOSES.v5c },
      { type: 'other', purpose: UPLOAD_PURPOSES.other },
    ],
    maxSize: UPLOAD_MAX_BYTES,
    accept: UPLOAD_ACCEPTED_EXTENSIONS,
    maxFiles: UPLOAD_MAX_FILES,
    formId: 'upload',
  },
  management: { sections: MANAGEMENT_SECTIONS_LIST },
  summary: { termsChecklist: SUMMARY_TERMS, termsFormId: 'summary.terms', showAutoRenewal: true },
  disclosures: {
    sections: FLEX_DISCLOSURE_SECTIONS,
    additionalDriverFormId: 'disclosure.additionalDriver',
  },
  accountSetup: { formId: 'accountSetup' },
  expiredProposal: { formId: 'expiredProposal', daysInFuture: 0 },
  beforeWeBegin: BEFORE_WE_BEGIN.flex,
  feedback: { types: FEEDBACK_TYPES, actions: FEEDBACK_ACTIONS, formId: 'feedback' },
  covers: {
    included: COVERS_BY_SCHEME.flex.included,
    optional: COVERS_BY_SCHEME.flex.optional,
    // The add-ons are the covers with their own documents (IPID and wording), so their names
    // open an information page; included covers are explained on the quote page itself.
    withInfo: COVERS_BY_SCHEME.flex.optional,
  },
  checkout: { methods: ['DUAL'], paymentSchedules: ['MONTHLY'] },
  maxAdditionalProfiles: MAX_ADDITIONAL_DRIVERS,
  upgradeTo: null,
  imageSet: 'products/flex',
} as const satisfies ProductConfig;
