import { ConfigurationError } from '../errors';
import type { CancellablePolicy } from './cancellation';
import {
  type CancellationRules,
  cancellationVariant,
  requireCancellationVariant,
} from './cancellation-variant';

const FLEX: CancellationRules = {
  type: 'Standard',
  coolingOff: [
    { type: 'CoolingOff', days: 14, startAt: 'Inception' },
    { type: 'CoolingOff', days: 14, startAt: 'Bind' },
  ],
};
const DRIVEAWAY: CancellationRules = { type: 'Standard' };

function policy(detail: Partial<CancellablePolicy['policyDetail']> = {}): CancellablePolicy {
  return {
    policyDetail: {
      policyStatus: 'ACTIVE',
      createdAt: '2026-03-02T10:00:00Z',
      inceptedAt: '2026-03-10T00:00:00Z',
      terminatedAt: null,
      ...detail,
    },
  };
}

describe('cancellationVariant', () => {
  it('is CoolingOff within 14 London days of inception or of the bind, whichever is later', () => {
    expect(cancellationVariant(policy(), FLEX, '2026-03-05T12:00:00Z')).toBe('CoolingOff');
    // 13 days after inception, 21 after the bind.
    expect(cancellationVariant(policy(), FLEX, '2026-03-23T22:00:00Z')).toBe('CoolingOff');
    expect(cancellationVariant(policy(), FLEX, '2026-03-24T09:00:00Z')).toBe('Standard');
    // Bought today for a start 20 days away: the bind's period is open, inception's not begun.
    const later = policy({ createdAt: '2026-03-30T10:00:00Z', inceptedAt: '2026-04-19T23:00:00Z' });
    expect(cancellationVariant(later, FLEX, '2026-04-12T10:00:00Z')).toBe('CoolingOff');
  });

  it('is Standard at once for a product without cooling-off (drive-away)', () => {
    expect(cancellationVariant(policy(), DRIVEAWAY, '2026-03-05T12:00:00Z')).toBe('Standard');
  });

  it('is null, and required is the configuration error, once a policy ended or was cancelled', () => {
    const cancelled = policy({ terminatedAt: '2026-03-20T00:00:00Z' });
    expect(cancellationVariant(cancelled, FLEX, '2026-03-05T12:00:00Z')).toBeNull();
    expect(cancellationVariant(policy({ policyStatus: 'LAPSED' }), DRIVEAWAY)).toBeNull();
    expect(() => requireCancellationVariant(cancelled, FLEX, '2026-03-05T12:00:00Z')).toThrow(
      ConfigurationError,
    );
    expect(requireCancellationVariant(policy(), DRIVEAWAY, '2026-03-05T12:00:00Z')).toBe(
      'Standard',
    );
  });

  it('is null for a CoolingOff-only product past its days', () => {
    const rules: CancellationRules = { type: 'CoolingOff', days: 14, startAt: 'Inception' };
    expect(cancellationVariant(policy(), rules, '2026-03-12T12:00:00Z')).toBe('CoolingOff');
    expect(cancellationVariant(policy(), rules, '2026-05-12T12:00:00Z')).toBeNull();
  });
});
