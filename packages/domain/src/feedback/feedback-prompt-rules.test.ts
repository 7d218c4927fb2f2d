import {
  feedbackRatingOptions,
  isValidFeedbackRating,
  shouldOfferFeedback,
} from './feedback-prompt-rules';

describe('isValidFeedbackRating', () => {
  it('accepts 1 and 10 and refuses 0 and 11', () => {
    expect(isValidFeedbackRating(0)).toBe(false);
    expect(isValidFeedbackRating(1)).toBe(true);
    expect(isValidFeedbackRating(10)).toBe(true);
    expect(isValidFeedbackRating(11)).toBe(false);
  });
  it('refuses fractions, strings and missing ratings', () => {
    expect(isValidFeedbackRating(5.5)).toBe(false);
    expect(isValidFeedbackRating('5')).toBe(false);
    expect(isValidFeedbackRating(undefined)).toBe(false);
  });
  it('offers the ten ratings in order', () => {
    expect(feedbackRatingOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('shouldOfferFeedback', () => {
  const base = {
    type: 'mta' as const,
    configuredTypes: ['mta' as const],
    isAdmin: false,
    alreadyOffered: false,
  };
  it('offers configured feedback to a customer once', () => {
    expect(shouldOfferFeedback(base)).toBe(true);
    expect(shouldOfferFeedback({ ...base, alreadyOffered: true })).toBe(false);
  });
  it('never offers it to an admin or for an unconfigured type', () => {
    expect(shouldOfferFeedback({ ...base, isAdmin: true })).toBe(false);
    expect(shouldOfferFeedback({ ...base, type: 'cancellation' })).toBe(false);
  });
});
