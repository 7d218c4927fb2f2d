/** The lowest feedback rating. */
export const FEEDBACK_RATING_MIN = 1;
/** The highest feedback rating. */
export const FEEDBACK_RATING_MAX = 10;
/** Ratings are laid out in this many columns. */
export const FEEDBACK_RATING_COLUMNS = 5;
/** The prompt appears this long after a cancellation or amendment success page. */
export const FEEDBACK_PROMPT_DELAY_MS = 2000;

/** What a feedback is about. */
export const FEEDBACK_TYPES = ['cancellation', 'mta'] as const;
/** A feedback type. */
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The states of the feedback modal. */
export const FEEDBACK_MODAL_STATES = ['default', 'confirmation', 'trustPilot'] as const;
/** A feedback modal state. */
export type FeedbackModalState = (typeof FEEDBACK_MODAL_STATES)[number];

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
