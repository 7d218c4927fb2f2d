// What the feedback prompt decides at run time (spec 001 §5): a valid rating, the ratings offered,
// whether to ask. Apart from feedback-rules.ts, whose constants the products' configuration reads
// on every page: these run only where the prompt is shown, so they stay out of the first load.
import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN, type FeedbackType } from './feedback-rules';

/** True for an integer rating from 1 to 10. */
export function isValidFeedbackRating(rating: unknown): rating is number {
  return (
    typeof rating === 'number' &&
    Number.isInteger(rating) &&
    rating >= FEEDBACK_RATING_MIN &&
    rating <= FEEDBACK_RATING_MAX
  );
}

/** The ratings offered, 1 to 10. */
export function feedbackRatingOptions(): number[] {
  return Array.from(
    { length: FEEDBACK_RATING_MAX - FEEDBACK_RATING_MIN + 1 },
    (_, i) => FEEDBACK_RATING_MIN + i,
  );
}

/**
 * Whether to offer the feedback prompt: once, only to customers (never admins), and only when the
 * brand configured feedback for that type.
 */
export function shouldOfferFeedback(input: {
  type: FeedbackType;
  configuredTypes: readonly FeedbackType[];
  isAdmin: boolean;
  alreadyOffered: boolean;
}): boolean {
  return !input.isAdmin && !input.alreadyOffered && input.configuredTypes.includes(input.type);
}
