/** Policy adjustment types: mid-term adjustment, start-date adjustment, cancellation. */
export const ADJUSTMENT_TYPES = ['MTA', 'SDA', 'CAN'] as const;
/** A policy adjustment type. */
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

/** The changes an adjustment or a proposal update can carry. */
export const CHANGE_TYPES = [
  'ADD_COVER',
  'REMOVE_COVER',
  'REQUEST_COVER_OPTION',
  'SELECT_VOLUNTARY_EXCESS',
  'ADD_PROFILE',
  'REMOVE_PROFILE',
  'ADDITIONAL_PROFILE_CREATE_CHANGE',
  'ADDITIONAL_PROFILE_DISCLOSURE_CHANGE',
  'PROFILE_DISCLOSURE_CHANGE',
  'ASSET_DISCLOSURE_CHANGE',
  'QUOTE_DISCLOSURE_CHANGE',
  'START_DATE_CHANGE',
  'SELECT_PAYMENT_SCHEDULE',
] as const;
/** A change type. */
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** Outcomes of reviewing an adjustment from the rating status of its updated versions. */
export const REVIEW_OUTCOMES = ['allowed', 'referred', 'invalidState'] as const;
/** An adjustment review outcome. */
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** Effective-date choices an admin has for an adjustment of an active policy. */
export const EFFECTIVE_DATE_CHOICES = [
  'immediately',
  'backdate-to-inception',
  'other-date',
] as const;
/** An effective-date choice. */
export type EffectiveDateChoice = (typeof EFFECTIVE_DATE_CHOICES)[number];

/**
 * An admin's other-date effective date must fall before this many days from today. With the
 * choices, not the rules' module, so a form naming it does not carry the rules into its chunk.
 */
export const EFFECTIVE_DATE_WINDOW_DAYS = 30;
