import { POLICY_STATUSES } from '../enums';
import { isPolicyEnded, policyEndDate } from './policy-end';

const dates = {
  inceptedAt: '2025-01-10T00:00:00.000Z',
  expiredAt: '2026-01-10T00:00:00.000Z',
  terminatedAt: '2025-06-01T00:00:00.000Z',
};

describe('isPolicyEnded', () => {
  it('is true exactly for the ended statuses', () => {
    const ended = POLICY_STATUSES.filter(isPolicyEnded);
    expect(ended).toEqual(['LAPSED', 'CANCELLED', 'RENEWED', 'VOIDED', 'NTU']);
  });

  it('is false for garbage', () => {
    expect(isPolicyEnded(undefined)).toBe(false);
    expect(isPolicyEnded('cancelled')).toBe(false);
    expect(isPolicyEnded(42)).toBe(false);
  });
});

describe('policyEndDate', () => {
  it('uses expiredAt for a LAPSED policy', () => {
    expect(policyEndDate({ policyDetail: { policyStatus: 'LAPSED', ...dates } })).toBe(
      dates.expiredAt,
    );
  });

  it('uses terminatedAt for a CANCELLED policy', () => {
    expect(policyEndDate({ policyDetail: { policyStatus: 'CANCELLED', ...dates } })).toBe(
      dates.terminatedAt,
    );
  });

  it('uses inceptedAt for VOIDED and NTU policies', () => {
    expect(policyEndDate({ policyDetail: { policyStatus: 'VOIDED', ...dates } })).toBe(
      dates.inceptedAt,
    );
    expect(policyEndDate({ policyDetail: { policyStatus: 'NTU', ...dates } })).toBe(
      dates.inceptedAt,
    );
  });

  it('prefers terminatedAt, then expiredAt, for other statuses', () => {
    expect(policyEndDate({ policyDetail: { policyStatus: 'ACTIVE', ...dates } })).toBe(
      dates.terminatedAt,
    );
    expect(
      policyEndDate({ policyDetail: { policyStatus: 'RENEWED', expiredAt: dates.expiredAt } }),
    ).toBe(dates.expiredAt);
  });

  it('is null when the status has no date to give', () => {
    expect(policyEndDate({ policyDetail: { policyStatus: 'ACTIVE' } })).toBeNull();
    expect(
      policyEndDate({ policyDetail: { policyStatus: 'LAPSED', terminatedAt: 'x' } }),
    ).toBeNull();
    expect(
      policyEndDate({ policyDetail: { policyStatus: 'CANCELLED', expiredAt: 'x' } }),
    ).toBeNull();
    expect(policyEndDate({ policyDetail: { policyStatus: 'NTU', expiredAt: 'x' } })).toBeNull();
  });
});
