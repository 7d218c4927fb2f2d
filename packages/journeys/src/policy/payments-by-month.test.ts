import type { LineItem } from './billingApi';
import { londonMonth, monthsEndingWith, paymentsByMonth } from './payments-by-month';

function item(overrides: Partial<LineItem>): LineItem {
  return {
    lineItemId: 'L1',
    type: 'PAYMENT',
    amount: -2999,
    descriptionKey: 'billing.lineItem.payment',
    descriptionValue: null,
    paymentMethodDescription: null,
    servicePeriodStart: null,
    servicePeriodEnd: null,
    effectiveAt: '2026-03-14T10:00:00.000Z',
    subType: 'GOCARDLESS',
    status: 'POSTED',
    ...overrides,
  };
}

const NOW = new Date('2026-11-20T12:00:00.000Z');

describe('londonMonth', () => {
  it.each([
    ['2026-05-31T23:30:00.000Z', '2026-06'], // 00:30 BST on 1 June
    ['2026-12-31T23:30:00.000Z', '2026-12'], // GMT: still 31 December
    ['2027-01-01T00:00:00.000Z', '2027-01'],
  ])('%s is in %s in London', (iso, month) => {
    expect(londonMonth(new Date(iso))).toBe(month);
  });
});

describe('monthsEndingWith', () => {
  it('counts back across a year end, oldest first', () => {
    expect(monthsEndingWith('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('paymentsByMonth', () => {
  it('covers the 12 months to now, empty ones at 0', () => {
    const months = paymentsByMonth([], NOW);
    expect(months.map((m) => m.month)).toEqual(monthsEndingWith('2026-11', 12));
    expect(months.every((m) => m.paidPence === 0)).toBe(true);
  });

  it('sums posted payments per London month, as money received', () => {
    const months = paymentsByMonth(
      [
        {
          lineItems: [
            item({ lineItemId: 'a', effectiveAt: '2026-03-01T09:00:00.000Z' }),
            item({ lineItemId: 'b', effectiveAt: '2026-03-31T22:59:00.000Z', amount: -1 }),
            item({ lineItemId: 'c', effectiveAt: '2026-05-31T23:30:00.000Z' }),
          ],
        },
      ],
      NOW,
    );
    const of = (month: string) => months.find((m) => m.month === month)?.paidPence;
    expect(of('2026-03')).toBe(3000);
    expect(of('2026-05')).toBe(0);
    expect(of('2026-06')).toBe(2999);
  });

  it('leaves out pending, failed and non-payment lines; a reversal takes its payment back', () => {
    const months = paymentsByMonth(
      [
        {
          lineItems: [
            item({ lineItemId: 'a' }),
            item({ lineItemId: 'b', status: 'PENDING' }),
            item({ lineItemId: 'c', status: 'FAILED' }),
            item({ lineItemId: 'd', type: 'INVOICE', amount: 2999 }),
            item({ lineItemId: 'e', type: 'REFUND', amount: 500 }),
            item({ lineItemId: 'f', type: 'PAYMENT_REVERSAL', amount: 2999 }),
            item({ lineItemId: 'g', effectiveAt: '2026-04-02T10:00:00.000Z' }),
          ],
        },
      ],
      NOW,
    );
    const of = (month: string) => months.find((m) => m.month === month)?.paidPence;
    expect(of('2026-03')).toBe(0);
    expect(of('2026-04')).toBe(2999);
  });

  it('counts a line item once when two statements carry it, and nothing older than 12 months', () => {
    const shared = item({ lineItemId: 'same', effectiveAt: '2026-10-10T10:00:00.000Z' });
    const old = item({ lineItemId: 'old', effectiveAt: '2025-11-30T10:00:00.000Z' });
    const months = paymentsByMonth([{ lineItems: [shared, old] }, { lineItems: [shared] }], NOW);
    expect(months.reduce((sum, m) => sum + m.paidPence, 0)).toBe(2999);
  });
});
