/** The lowest feedback rating. */
export const FEEDBACK_RATING_MIN = 1;
/** The highest feedback rating. */
export const FEEDBACK_RATING_MAX = 10;
/** Ratings are laid out in this many columns. */
export const FEEDBACK_RATING_COLUMNS = 5;
/** The prompt appears this long after a purchase, cancellation or amendment success page. */
export const FEEDBACK_PROMPT_DELAY_MS = 2000;

/** What a feedback is about: a cancellation, a change, or a purchase (spec 000 §5, on bind). */
export const FEEDBACK_TYPES = ['cancellation', 'mta', 'purchase'] as const;
/** A feedback type. */
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The states of the feedback modal. */
export const FEEDBACK_MODAL_STATES = ['default', 'confirmation', 'trustPilot'] as const;
/** A feedback modal state. */
export type FeedbackModalState = (typeof FEEDBACK_MODAL_STATES)[number];
