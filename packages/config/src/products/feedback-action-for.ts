// The state a rating leads the feedback modal to. Apart from feedback-actions.ts, which the
// products' configuration reads on every page: this runs only where the modal is shown, so it
// stays out of the first load.
import { isValidFeedbackRating } from '@brand/domain';
import type { FeedbackAction } from './product-config';

/** The modal state after submitting `rating`, or null for a rating outside 1 to 10. */
export function feedbackActionFor(
  actions: readonly FeedbackAction[],
  rating: unknown,
): FeedbackAction['action'] | null {
  if (!isValidFeedbackRating(rating)) return null;
  const match = actions.find((row) => rating >= row.minRating && rating <= row.maxRating);
  return match?.action ?? null;
}
