import { iptIncluded } from '@brand/domain';
import { rateProposal } from './rate';
import { sampleInput } from './rating-samples';
import { DAYS_PER_YEAR, DRIVEAWAY_FREE_COVER_CODE, DRIVEAWAY_TERM_DAYS } from './rating-tables';

const driveaway = (requestedOptionalCovers: string[] = []) =>
  rateProposal(sampleInput(undefined, { schemeCode: 'driveaway', requestedOptionalCovers }));

describe('drive-away pricing', () => {
  it('sells only a single payment, with no monthly schedule', () => {
    const result = driveaway();
    expect(result.termDays).toBe(DRIVEAWAY_TERM_DAYS);
    expect(result.availablePaymentSchedules.map((s) => [s.type, s.active])).toEqual([
      ['SINGLE_PAYMENT', true],
    ]);
  });

  it('prices the term as its days’ share of the year, IPT inside', () => {
    const result = driveaway();
    const single = result.availablePaymentSchedules[0];
    const annual = result.annualPremiumPence as number;
    const expected = (annual * DRIVEAWAY_TERM_DAYS) / DAYS_PER_YEAR;
    expect(Math.abs((single?.totals.gross as number) - expected)).toBeLessThanOrEqual(1);
    expect(single?.iptPence.gross).toBe(iptIncluded(single?.totals.gross as number));
    expect(single?.totals.gross).toBeGreaterThan(0);
  });

  it('makes the term free with a discount of the same amount, so nothing is to pay', () => {
    const single = driveaway().availablePaymentSchedules[0];
    const main = single?.priceOptions.find((o) => o.coverGroup === 'main');
    expect(single?.priceOptions.find((o) => o.coverGroup === 'discount')).toEqual({
      coverGroup: 'discount',
      code: DRIVEAWAY_FREE_COVER_CODE,
      premium: -(main?.premium as number),
      taxAmount: -(main?.taxAmount as number),
      active: true,
    });
    expect(single?.totals).toEqual({
      gross: single?.totals.gross,
      discount: -(single?.totals.gross as number),
      discounted: 0,
    });
    expect(single?.discountedInstalmentsPence).toEqual([0]);
    expect(single?.iptPence.discounted).toBe(0);
  });

  it('offers and charges no optional covers even when asked for', () => {
    const single = driveaway(['legal_expenses']).availablePaymentSchedules[0];
    expect(single?.priceOptions.map((o) => o.coverGroup)).toEqual(['main', 'discount']);
  });
});
