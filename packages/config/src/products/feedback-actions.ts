import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN, isValidFeedbackRating } from '@brand/domain';
import type { FeedbackAction } from './product-config';

/** Ratings from which a customer is asked for a public trust-rating review. */
export const TRUST_PILOT_MIN_RATING = 9;

/** The brand's feedback actions: 9 and 10 invite a trust-rating review, the rest a thank-you. */
export const FEEDBACK_ACTIONS = [
  { minRating: FEEDBACK_RATING_MIN, maxRating: TRUST_PILOT_MIN_RATING - 1, action: 'confirmation' },
  { minRating: TRUST_PILOT_MIN_RATING, maxRating: FEEDBACK_RATING_MAX, action: 'trustPilot' },
] as const satisfies readonly FeedbackAction[];

/** The modal state after submitting `rating`, or null for a rating outside 1 to 10. */
export function feedbackActionFor(
  actions: readonly FeedbackAction[],
  rating: unknown,
): FeedbackAction['action'] | null {
  if (!isValidFeedbackRating(rating)) return null;
  const match = actions.find((row) => rating >= row.minRating && rating <= row.maxRating);
  return match?.action ?? null;
}
