import type { PolicyStatus } from '../enums';
import { ConfigurationError } from '../errors';
import {
  assertCancellationAllowed,
  CANCELLATION_NOT_ALLOWED_MESSAGE,
  type CancellablePolicy,
  type CancellationRule,
  canCancelPolicy,
  coolingOffDaysPassed,
} from './cancellation';

const policy = (
  policyDetail: Partial<CancellablePolicy['policyDetail']> = {},
): CancellablePolicy => ({
  policyDetail: {
    policyStatus: 'ACTIVE',
    inceptedAt: '2026-01-10T09:00:00Z',
    createdAt: '2026-01-05T15:00:00Z',
    ...policyDetail,
  },
});

const standard: CancellationRule = { type: 'Standard' };
const coolingOff = (startAt: 'Inception' | 'Bind', days = 14): CancellationRule => ({
  type: 'CoolingOff',
  days,
  startAt,
});

describe('canCancelPolicy with a Standard rule', () => {
  it('allows a live policy at any time', () => {
    expect(canCancelPolicy(policy(), standard, '2030-01-01')).toBe(true);
    expect(canCancelPolicy(policy({ policyStatus: 'PENDING' }), standard, '2026-01-01')).toBe(true);
  });

  it('refuses a terminated policy even while its status is live', () => {
    expect(
      canCancelPolicy(policy({ terminatedAt: '2026-02-01T00:00:00Z' }), standard, '2026-01-20'),
    ).toBe(false);
  });

  it.each<PolicyStatus>(['CANCELLED', 'VOIDED', 'NTU', 'LAPSED', 'RENEWED'])(
    'refuses an ended %s policy',
    (policyStatus) => {
      expect(canCancelPolicy(policy({ policyStatus }), standard, '2026-01-20')).toBe(false);
    },
  );
});

describe('canCancelPolicy with a CoolingOff rule', () => {
  it('counting from inception: allowed on day 13, refused on day 14 (London days)', () => {
    // Incepted 10 January; 14 days pass at 00:00 on 24 January.
    expect(canCancelPolicy(policy(), coolingOff('Inception'), '2026-01-23T23:59:59Z')).toBe(true);
    expect(canCancelPolicy(policy(), coolingOff('Inception'), '2026-01-24T00:00:00Z')).toBe(false);
  });

  it('counting from bind (creation): allowed on day 13, refused on day 14', () => {
    // Created 5 January; inception is later, so only Bind closes on 19 January.
    expect(canCancelPolicy(policy(), coolingOff('Bind'), '2026-01-18T23:59:00Z')).toBe(true);
    expect(canCancelPolicy(policy(), coolingOff('Bind'), '2026-01-19T00:00:00Z')).toBe(false);
    expect(canCancelPolicy(policy(), coolingOff('Inception'), '2026-01-19T00:00:00Z')).toBe(true);
  });

  it('counts London days, so the March clock change does not move the deadline', () => {
    const bst = policy({ inceptedAt: '2026-03-20T12:00:00Z' });
    // 23:30 UTC on 2 April is 00:30 on 3 April in London (BST): day 14.
    expect(canCancelPolicy(bst, coolingOff('Inception'), '2026-04-02T22:59:00Z')).toBe(true);
    expect(canCancelPolicy(bst, coolingOff('Inception'), '2026-04-02T23:30:00Z')).toBe(false);
  });

  it('allows cancelling before a future inception', () => {
    expect(canCancelPolicy(policy(), coolingOff('Inception'), '2026-01-06')).toBe(true);
  });

  it('refuses when the count start date is missing or invalid', () => {
    expect(canCancelPolicy(policy({ createdAt: null }), coolingOff('Bind'), '2026-01-06')).toBe(
      false,
    );
    expect(
      canCancelPolicy(policy({ inceptedAt: 'nope' }), coolingOff('Inception'), '2026-01-06'),
    ).toBe(false);
  });

  it('refuses an ended or terminated policy inside the period', () => {
    expect(
      canCancelPolicy(policy({ policyStatus: 'CANCELLED' }), coolingOff('Inception'), '2026-01-11'),
    ).toBe(false);
    expect(
      canCancelPolicy(
        policy({ terminatedAt: '2026-01-12' }),
        coolingOff('Inception'),
        '2026-01-11',
      ),
    ).toBe(false);
  });

  it('a zero-day period never allows cancellation', () => {
    expect(canCancelPolicy(policy(), coolingOff('Inception', 0), '2026-01-10T10:00:00Z')).toBe(
      false,
    );
  });

  it('raises a ConfigurationError for malformed days or start', () => {
    expect(() => canCancelPolicy(policy(), coolingOff('Inception', -1), '2026-01-11')).toThrow(
      ConfigurationError,
    );
    expect(() => canCancelPolicy(policy(), coolingOff('Inception', 1.5), '2026-01-11')).toThrow(
      ConfigurationError,
    );
    expect(() =>
      canCancelPolicy(
        policy(),
        { type: 'CoolingOff', days: 14, startAt: 'Quote' as never },
        '2026-01-11',
      ),
    ).toThrow(ConfigurationError);
  });
});

describe('canCancelPolicy with an unknown rule', () => {
  it('raises a ConfigurationError naming the type', () => {
    expect(() => canCancelPolicy(policy(), { type: 'Whenever' } as never, '2026-01-11')).toThrow(
      new ConfigurationError('Unknown cancellation rule type: Whenever'),
    );
  });
});

describe('coolingOffDaysPassed', () => {
  it('counts whole London days from the start day', () => {
    expect(coolingOffDaysPassed(policy(), 'Inception', '2026-01-10T23:00:00Z')).toBe(0);
    expect(coolingOffDaysPassed(policy(), 'Inception', '2026-01-11T00:00:00Z')).toBe(1);
    expect(coolingOffDaysPassed(policy(), 'Bind', '2026-01-04T12:00:00Z')).toBe(-1);
  });

  it('is null without a start date', () => {
    expect(coolingOffDaysPassed(policy({ inceptedAt: undefined }), 'Inception')).toBeNull();
  });
});

describe('assertCancellationAllowed', () => {
  it('passes when cancellation is allowed', () => {
    expect(() => assertCancellationAllowed(policy(), standard, '2026-01-11')).not.toThrow();
  });

  it('raises the spec configuration error when it is not', () => {
    expect(() =>
      assertCancellationAllowed(policy({ policyStatus: 'LAPSED' }), standard, '2026-01-11'),
    ).toThrow(new ConfigurationError('Cancellation is not allowed for this policy'));
    expect(CANCELLATION_NOT_ALLOWED_MESSAGE).toBe('Cancellation is not allowed for this policy');
  });

  it('judges against the current time by default', () => {
    expect(canCancelPolicy(policy(), standard)).toBe(true);
    expect(() => assertCancellationAllowed(policy(), standard)).not.toThrow();
    expect(canCancelPolicy(policy(), coolingOff('Inception'))).toBe(false);
  });
});
