import type { RatingStatus, ReviewOutcome } from '../enums';

/** The part of an adjustment's updated policy version the review reads. */
export type ReviewedVersion = { quote?: { ratingStatus?: RatingStatus | null } | null };

function ratingOf(version: ReviewedVersion | undefined): unknown {
  return version?.quote?.ratingStatus;
}

/**
 * Which review page an adjustment gets from its updated versions (oldest first): 'allowed' when
 * every version rated QUOTE, 'referred' when the latest rated REFERRAL, otherwise 'invalidState'
 * (no versions, an earlier referral under a latest quote, or an unknown rating).
 */
export function adjustmentReviewOutcome(
  updatedVersions: readonly ReviewedVersion[] | null | undefined,
): ReviewOutcome {
  if (!updatedVersions || updatedVersions.length === 0) return 'invalidState';
  if (ratingOf(updatedVersions.at(-1)) === 'REFERRAL') return 'referred';
  if (updatedVersions.every((version) => ratingOf(version) === 'QUOTE')) return 'allowed';
  return 'invalidState';
}
