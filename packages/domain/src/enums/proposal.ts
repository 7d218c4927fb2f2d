/** Every status a proposal (a quote until bound) can hold. */
export const PROPOSAL_STATUSES = [
  'INSUFFICIENT_ACCURACY',
  'QUOTE',
  'QUOTE_EXPIRED',
  'REFERRAL',
  'POLICY',
] as const;
/** A proposal status. */
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Outcomes of rating a quote or a policy version. */
export const RATING_STATUSES = ['REFERRAL', 'QUOTE'] as const;
/** A rating status. */
export type RatingStatus = (typeof RATING_STATUSES)[number];

/** Outcomes of validating a new customer's account details. */
export const ACCOUNT_VALIDATION_STATUSES = ['OK', 'CONFLICT'] as const;
/** An account validation status. */
export type AccountValidationStatus = (typeof ACCOUNT_VALIDATION_STATUSES)[number];

/** The per-check result that marks a failed verification check. */
export const VERIFICATION_CHECK_FAILED = 'CONSIDER' as const;

/** Renewal month of a proposal: 0 means not applicable, 1 to 12 a month. */
export const RENEWAL_MONTH_MIN = 0;
/** The last valid renewal month. */
export const RENEWAL_MONTH_MAX = 12;

/** Tracking parameters saved from the URL and sent once per proposal per session. */
export const TRACKING_PARAMETERS = [
  'utm_medium',
  'utm_campaign',
  'utm_source',
  'ref',
  'channel',
  'term',
  'asset',
  'asset_id',
] as const;
/** A tracking parameter name. */
export type TrackingParameter = (typeof TRACKING_PARAMETERS)[number];

/** Lookup tables the proposal forms search. */
export const LOOKUP_TABLES = ['retailer', 'offence', 'industry', 'occupation'] as const;
/** A lookup table name. */
export type LookupTable = (typeof LOOKUP_TABLES)[number];
