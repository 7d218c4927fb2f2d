import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from '@brand/domain';
import type { FeedbackAction } from './product-config';

/** Ratings from which a customer is asked for a public trust-rating review. */
export const TRUST_PILOT_MIN_RATING = 9;

/** The brand's feedback actions: 9 and 10 invite a trust-rating review, the rest a thank-you. */
export const FEEDBACK_ACTIONS = [
  { minRating: FEEDBACK_RATING_MIN, maxRating: TRUST_PILOT_MIN_RATING - 1, action: 'confirmation' },
  { minRating: TRUST_PILOT_MIN_RATING, maxRating: FEEDBACK_RATING_MAX, action: 'trustPilot' },
] as const satisfies readonly FeedbackAction[];
