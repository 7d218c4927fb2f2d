import fc from 'fast-check';
import { cancellationRefundPence } from './cancellation-refund';

const TERM = { periodStart: '2026-03-10T00:00:00Z', periodEnd: '2027-03-10T00:00:00Z' };

describe('cancellationRefundPence', () => {
  it('gives back everything paid in cooling-off', () => {
    expect(
      cancellationRefundPence({
        ...TERM,
        paidPence: 54_321,
        effectiveAt: '2026-03-20T09:00:00Z',
        coolingOff: true,
      }),
    ).toBe(54_321);
  });

  it('gives back the unused days’ share, to the London day, rounded down to the penny', () => {
    // 365 days in the term; cover ends on 10 September (181 days left).
    expect(
      cancellationRefundPence({
        ...TERM,
        paidPence: 36_500,
        effectiveAt: '2026-09-09T23:00:00Z', // 00:00 on 10 September in London (BST)
        coolingOff: false,
      }),
    ).toBe(18_100);
    expect(
      cancellationRefundPence({
        ...TERM,
        paidPence: 10_000,
        effectiveAt: '2026-09-09T23:00:00Z',
        coolingOff: false,
      }),
    ).toBe(Math.floor((10_000 * 181) / 365));
  });

  it('counts a month of flex by its London days, across the clock change', () => {
    // 10 March to 10 April: 31 days; cancelled at 14:05 on 30 March (BST began on 29 March).
    expect(
      cancellationRefundPence({
        paidPence: 3_100,
        periodStart: '2026-03-10T00:00:00Z',
        periodEnd: '2026-04-09T23:00:00Z',
        effectiveAt: '2026-03-30T13:05:00Z',
        coolingOff: false,
      }),
    ).toBe(1_100);
  });

  it('refunds everything before the period starts and nothing at or after its end', () => {
    const base = { ...TERM, paidPence: 9_999, coolingOff: false };
    expect(cancellationRefundPence({ ...base, effectiveAt: '2026-03-01T10:00:00Z' })).toBe(9_999);
    expect(cancellationRefundPence({ ...base, effectiveAt: TERM.periodEnd })).toBe(0);
    expect(cancellationRefundPence({ ...base, effectiveAt: '2027-05-01T10:00:00Z' })).toBe(0);
  });

  it('refuses amounts that are not whole pence and periods that end before they start', () => {
    const base = { ...TERM, effectiveAt: '2026-06-01T10:00:00Z', coolingOff: false };
    expect(() => cancellationRefundPence({ ...base, paidPence: -1 })).toThrow(RangeError);
    expect(() => cancellationRefundPence({ ...base, paidPence: 1.5 })).toThrow(RangeError);
    expect(() =>
      cancellationRefundPence({
        ...base,
        paidPence: 100,
        periodStart: TERM.periodEnd,
        periodEnd: TERM.periodStart,
      }),
    ).toThrow(RangeError);
    expect(() =>
      cancellationRefundPence({ ...base, paidPence: 100, effectiveAt: 'not a date' }),
    ).toThrow(RangeError);
  });

  it('never refunds more than was paid nor less than nothing, and less the later it ends', () => {
    const day = 86_400_000;
    const start = Date.parse(TERM.periodStart);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: -30, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (paidPence, a, b) => {
          const at = (days: number) => new Date(start + days * day).toISOString();
          const refund = (days: number) =>
            cancellationRefundPence({
              ...TERM,
              paidPence,
              effectiveAt: at(days),
              coolingOff: false,
            });
          const [earlier, later] = a <= b ? [a, b] : [b, a];
          expect(refund(earlier)).toBeGreaterThanOrEqual(refund(later));
          expect(refund(earlier)).toBeLessThanOrEqual(paidPence);
          expect(refund(later)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
