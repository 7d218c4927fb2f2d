import type { AdjustmentType, ChangeType, RatingStatus } from '@brand/domain';

/** One answer an update entry sets: a disclosure path, its value, and what kind of answer it is. */
export type AdjustmentUpdate = { path: string; value: unknown; attribute?: string | undefined };

/**
 * One change of an adjustment (spec 001 §3, change types): the type, and the fields that type
 * carries (a cover code and whether it is selected, an excess, a profile or asset code, updates).
 */
export type AdjustmentChange = {
  type: ChangeType;
  coverCode?: string | undefined;
  selected?: boolean | undefined;
  excess?: number | undefined;
  profileCode?: string | undefined;
  assetCode?: string | undefined;
  update?: AdjustmentUpdate[] | undefined;
};

/** PENDING until committed (CONFIRMED) or given up (DISCARDED). */
export const ADJUSTMENT_STATUSES = ['PENDING', 'CONFIRMED', 'DISCARDED'] as const;
/** An adjustment's status. */
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** One updated version of the policy as the adjustment priced it. */
export type PricedVersion = {
  /** The quote the change was rated to (stored in `quotes`), or null when nothing was rated. */
  quoteId: string | null;
  ratingStatus: RatingStatus | null;
  /** ISO instant the version starts. */
  startedAt: string;
};

/**
 * What the platform priced an adjustment to, kept with it so the review, the commit and the
 * checkouts read the same figures. Money in pence; a negative amount is credit.
 */
export type PricedAdjustment = {
  updatedPolicyVersions: PricedVersion[];
  /** The premium the change adds (or, negative, takes off) for the rest of the term. */
  prorataPremium: number;
  /** What the customer pays now (single payment); negative is owed back to them. */
  amountDue: number;
  /** The credit the customer's account holds before this adjustment. */
  availableBalance: number;
  verificationClear: boolean;
  /** The adjusted answers the new version will hold (MTA and SDA). */
  data?: Record<string, unknown> | undefined;
  /** The voluntary excess (pounds) and optional covers the new version holds (MTA and SDA). */
  voluntaryExcess?: number | undefined;
  optionalCovers?: string[] | undefined;
  /** The monthly price from the next statement (flex), in pence, when it changes. */
  newMonthlyPremium?: number | null | undefined;
  /** Anything else a type needs at commit (a cancellation's refund, for example). */
  extra?: Record<string, unknown> | undefined;
};

/** A policy adjustment as stored (one row of `policy_adjustments`). */
export type AdjustmentRecord = {
  id: string;
  policyId: string;
  adjustmentType: AdjustmentType;
  changes: AdjustmentChange[];
  /** A cancellation's reason, 'Other|free text' for Other; null for MTA and SDA. */
  reason: string | null;
  effectiveAt: string;
  status: AdjustmentStatus;
  /** The policy version the adjustment was priced against. */
  baseVersion: number;
  priced: PricedAdjustment;
  amountDuePence: number;
  /** The version the commit made, once confirmed (MTA, SDA). */
  resultVersion: number | null;
  createdByUserId: string;
  /** The agent who acted for the customer, or null when the customer asked. */
  actingAgentUserId: string | null;
  createdAt: string;
  /** After this, a commit answers the gone error. */
  expiresAt: string;
  confirmedAt: string | null;
  confirmedByUserId: string | null;
  confirmedAgentUserId: string | null;
  discardedAt: string | null;
};
