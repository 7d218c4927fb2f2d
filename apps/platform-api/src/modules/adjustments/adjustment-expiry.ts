import { ApiError } from '../../http/problem';

/**
 * How long a priced adjustment may be committed: the price was worked out from the rating tables,
 * the account's balance and the policy as they stood, so after this the customer prices it again
 * (spec 001 §8, the gone modal). An hour covers reading the review and paying by card.
 */
export const ADJUSTMENT_VALIDITY_MINUTES = 60;

/** When an adjustment made at `createdAt` stops being committable. */
export function adjustmentExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ADJUSTMENT_VALIDITY_MINUTES * 60_000);
}

/** The problem code of an adjustment that can no longer be committed. */
export const ADJUSTMENT_GONE_CODE = 'adjustment.gone';

/**
 * The spec's gone error (spec 001 §7, §8): the adjustment expired, was discarded, or the policy
 * changed since it was priced. The apps show the gone modal (discard and redo).
 */
export function adjustmentGone(why: string): ApiError {
  return new ApiError(
    'conflict',
    `Too much time has passed since this change was priced (${why}). Please make the change again.`,
    { code: ADJUSTMENT_GONE_CODE },
  );
}
