import {
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
import { DRIVEAWAY_DISCLOSURE_SECTIONS } from './disclosure-sections';
import { FEEDBACK_ACTIONS } from './feedback-actions';
import { EXCESS_COLUMNS } from './flex';
import { MANAGEMENT_SECTIONS_LIST } from './management-sections';
import type { ProductConfig } from './product-config';
import { UPLOAD_MAX_FILES, UPLOAD_PURPOSES } from './upload-types';

/**
 * The driveaway product: short free fixed-term cover for a new car from an authorised retailer,
 * starting on delivery day, upgradeable to flex. Standard cancellation with up to 30 days'
 * deferral (spec 000 §9); no add-ons, no voluntary excess choice, and it never renews, so the
 * auto-renewal toggle is not offered. No V5C upload: a new car's V5C arrives after the cover ends.
 */
export const DRIVEAWAY_PRODUCT = {
  scheme: 'driveaway',
  productKind: PRODUCT_KIND_OF_SCHEME.driveaway,
  assetTypes: [
    { assetType: 'vehicle', core: true, optionalCovers: COVERS_BY_SCHEME.driveaway.optional },
  ],
  cancellation: {
    type: 'Standard',
    reasons: CANCELLATION_REASONS,
    daysToDefer: DEFAULT_DAYS_TO_DEFER,
    formId: 'cancellation.standard',
  },
  excess: {
    isAdjustable: false,
    voluntaryExcess: VOLUNTARY_EXCESS_OPTIONS_BY_SCHEME.driveaway,
    columns: EXCESS_COLUMNS,
  },
  renewal: {
    allowModifyAutoRenewal: false,
    autoRenewalOptions: [],
    optOutReasons: CANCELLATION_REASONS,
    optOutFormId: 'renewal.optOut',
  },
  uploads: {
    types: [
      { type: 'driving-licence', purpose: UPLOAD_PURPOSES['driving-licence'] },
      { type: 'proof-of-ncd', purpose: UPLOAD_PURPOSES['proof-of-ncd'] },
      { type: 'other', purpose: UPLOAD_PURPOSES.other },
    ],
    maxSize: UPLOAD_MAX_BYTES,
    accept: UPLOAD_ACCEPTED_EXTENSIONS,
    maxFiles: UPLOAD_MAX_FILES,
    formId: 'upload',
  },
  management: { sections: MANAGEMENT_SECTIONS_LIST },
  summary: { termsChecklist: SUMMARY_TERMS, termsFormId: 'summary.terms', showAutoRenewal: false },
  disclosures: {
    sections: DRIVEAWAY_DISCLOSURE_SECTIONS,
    additionalDriverFormId: 'disclosure.additionalDriver',
  },
  accountSetup: { formId: 'accountSetup' },
  expiredProposal: { formId: 'expiredProposal', daysInFuture: 0 },
  beforeWeBegin: BEFORE_WE_BEGIN.driveaway,
  feedback: { types: FEEDBACK_TYPES, actions: FEEDBACK_ACTIONS, formId: 'feedback' },
  covers: {
    included: COVERS_BY_SCHEME.driveaway.included,
    optional: COVERS_BY_SCHEME.driveaway.optional,
    withInfo: COVERS_BY_SCHEME.driveaway.optional,
  },
  // The cover is free: a card is set up (or an existing one used) and the proposal is bound.
  checkout: { methods: ['CARD'], paymentSchedules: ['SINGLE_PAYMENT'] },
  maxAdditionalProfiles: MAX_ADDITIONAL_DRIVERS,
  upgradeTo: 'flex',
  imageSet: 'products/driveaway',
} as const satisfies ProductConfig;
