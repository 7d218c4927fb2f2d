export {
  feedbackRatingOptions,
  isValidFeedbackRating,
  shouldOfferFeedback,
} from './feedback-prompt-rules';
export type { FeedbackModalState, FeedbackType } from './feedback-rules';
export {
  FEEDBACK_MODAL_STATES,
  FEEDBACK_PROMPT_DELAY_MS,
  FEEDBACK_RATING_COLUMNS,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_TYPES,
} from './feedback-rules';
