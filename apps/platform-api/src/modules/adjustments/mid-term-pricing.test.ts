import { premiumImpact } from './mid-term-pricing';

const year = { inceptedAt: '2026-03-01T00:00:00.000Z', expiredAt: '2027-03-01T00:00:00.000Z' };

describe('premiumImpact', () => {
  it('charges a single payment the difference pro-rata to the London day', () => {
    // 365 days of term; from 2026-09-01 (BST: 31 Aug 23:00 UTC is 1 Sep in London) 181 are left.
    const impact = premiumImpact({
      billingType: 'SINGLE_PAYMENT',
      oldPeriodPence: 60_000,
      newPeriodPence: 73_000,
      ...year,
      effectiveAt: '2026-08-31T23:00:00.000Z',
      availableBalance: 0,
    });
    expect(impact.days).toEqual({ charged: 181, of: 365 });
    expect(impact.prorataPremium).toBe(Math.round((13_000 * 181) / 365));
    expect(impact.amountDue).toBe(impact.prorataPremium);
  });

  it('takes credit the account holds off what is due, and owes back a lower price', () => {
    const dearer = premiumImpact({
      billingType: 'SINGLE_PAYMENT',
      oldPeriodPence: 36_500,
      newPeriodPence: 73_000,
      ...year,
      effectiveAt: year.inceptedAt,
      availableBalance: 1_000,
    });
    expect(dearer).toMatchObject({ prorataPremium: 36_500, amountDue: 35_500 });
    const cheaper = premiumImpact({
      billingType: 'SINGLE_PAYMENT',
      oldPeriodPence: 73_000,
      newPeriodPence: 36_500,
      ...year,
      effectiveAt: year.inceptedAt,
      availableBalance: 1_000,
    });
    expect(cheaper).toMatchObject({ prorataPremium: -36_500, amountDue: -36_500 });
  });

  it('prices the rest of the current month for flex, and the new monthly price from the next', () => {
    const impact = premiumImpact({
      billingType: 'MONTHLY',
      oldPeriodPence: 6_000,
      newPeriodPence: 9_100,
      inceptedAt: '2026-03-15T10:00:00.000Z',
      expiredAt: null,
      effectiveAt: '2026-04-25T12:00:00.000Z',
      availableBalance: 0,
    });
    // The period 15 April to 15 May has 30 days; 20 of them are left from 25 April.
    expect(impact.days).toEqual({ charged: 20, of: 30 });
    expect(impact).toMatchObject({ prorataPremium: 2_067, amountDue: 0, newMonthlyPremium: 9_100 });
  });

  it('rounds a credit as it rounds a charge', () => {
    const base = { billingType: 'MONTHLY' as const, inceptedAt: '2026-03-15T10:00:00.000Z' };
    const up = premiumImpact({
      ...base,
      oldPeriodPence: 6_000,
      newPeriodPence: 6_001,
      expiredAt: null,
      effectiveAt: '2026-04-30T12:00:00.000Z',
      availableBalance: 0,
    });
    const down = premiumImpact({
      ...base,
      oldPeriodPence: 6_001,
      newPeriodPence: 6_000,
      expiredAt: null,
      effectiveAt: '2026-04-30T12:00:00.000Z',
      availableBalance: 0,
    });
    expect(down.prorataPremium).toBe(-up.prorataPremium);
  });
});
