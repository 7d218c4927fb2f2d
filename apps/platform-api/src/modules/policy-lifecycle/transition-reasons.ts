/** Why a policy's status changed, as a transition records it. */
export const TRANSITION_REASONS = {
  /** PENDING to ACTIVE: the cover's start has passed. */
  coverStarted: 'cover-started',
  /** ACTIVE to LAPSED: the term ended with no renewal to follow it (a drive-away's days ran out). */
  termEnded: 'term-ended',
  /** ACTIVE to LAPSED: a flex statement's collection failed and stayed unpaid past the grace. */
  collectionsFailed: 'collections-failed',
  /** ACTIVE to RENEWED: its renewal was bound on the anniversary. */
  renewalBound: 'renewal-bound',
  /** PENDING or ACTIVE to CANCELLED: the customer cancelled and the chosen time has come (ADR 0039). */
  cancelled: 'cancelled',
  /**
   * PENDING or ACTIVE to CANCELLED: the customer confirmed a change the insurer referred, which
   * ends the policy at once (spec 001 §4, ADR 0038).
   */
  adjustmentReferred: 'adjustment-referred',
} as const;

/** A transition's reason. */
export type TransitionReason = (typeof TRANSITION_REASONS)[keyof typeof TRANSITION_REASONS];
