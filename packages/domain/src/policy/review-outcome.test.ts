import type { RatingStatus } from '../enums';
import { adjustmentReviewOutcome, type ReviewedVersion } from './review-outcome';

const versions = (...ratings: (RatingStatus | null)[]): ReviewedVersion[] =>
  ratings.map((ratingStatus) => ({ quote: { ratingStatus } }));

describe('adjustmentReviewOutcome', () => {
  it('allows when every updated version rated QUOTE', () => {
    expect(adjustmentReviewOutcome(versions('QUOTE'))).toBe('allowed');
    expect(adjustmentReviewOutcome(versions('QUOTE', 'QUOTE'))).toBe('allowed');
  });

  it('refers when the latest version rated REFERRAL', () => {
    expect(adjustmentReviewOutcome(versions('REFERRAL'))).toBe('referred');
    expect(adjustmentReviewOutcome(versions('QUOTE', 'REFERRAL'))).toBe('referred');
  });

  it('is invalidState for no versions', () => {
    expect(adjustmentReviewOutcome([])).toBe('invalidState');
    expect(adjustmentReviewOutcome(undefined)).toBe('invalidState');
    expect(adjustmentReviewOutcome(null)).toBe('invalidState');
  });

  it('is invalidState when an earlier referral sits under a latest quote', () => {
    expect(adjustmentReviewOutcome(versions('REFERRAL', 'QUOTE'))).toBe('invalidState');
  });

  it('is invalidState for a missing or unknown rating', () => {
    expect(adjustmentReviewOutcome(versions(null))).toBe('invalidState');
    expect(adjustmentReviewOutcome([{ quote: null }])).toBe('invalidState');
    expect(adjustmentReviewOutcome([{ quote: { ratingStatus: 'DECLINE' as RatingStatus } }])).toBe(
      'invalidState',
    );
  });
});
