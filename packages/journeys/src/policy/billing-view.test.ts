import {
  billingNoticesOf,
  statementMessageOf,
  statementMessageTone,
  statementStatusView,
} from './billing-view';

const card = { type: 'CARD', mandateStatus: null } as const;
const mandate = (status: 'ACTIVE' | 'PENDING_CUSTOMER_APPROVAL' | 'CANCELLED') =>
  ({ type: 'BACS_DEBIT', mandateStatus: status }) as const;

describe('billingNoticesOf: the notifications an account needs', () => {
  it.each([
    ['all well by card', 0, 'CARD', [card], []],
    ['all well by Direct Debit', 0, 'BACS_DEBIT', [mandate('ACTIVE')], []],
    [
      'a mandate awaiting approval is enough',
      0,
      'BACS_DEBIT',
      [mandate('PENDING_CUSTOMER_APPROVAL')],
      [],
    ],
    ['an outstanding balance', 4999, 'BACS_DEBIT', [mandate('ACTIVE')], ['outstandingBalance']],
    ['no card on a card account', 0, 'CARD', [], ['missingCard']],
    [
      'a cancelled mandate only',
      0,
      'BACS_DEBIT',
      [card, mandate('CANCELLED')],
      ['missingDirectDebit'],
    ],
    ['owing and no mandate', 100, 'BACS_DEBIT', [], ['outstandingBalance', 'missingDirectDebit']],
    ['a credit is not outstanding', -500, null, [], []],
  ] as const)('%s', (_name, outstandingAmount, paymentMethodType, methods, expected) => {
    expect(billingNoticesOf({ outstandingAmount, paymentMethodType }, methods)).toEqual(expected);
  });

  it('asks for no card or mandate once the cover has ended, only for a balance still owed', () => {
    expect(
      billingNoticesOf({ outstandingAmount: 0, paymentMethodType: 'BACS_DEBIT' }, [], true),
    ).toEqual([]);
    expect(
      billingNoticesOf({ outstandingAmount: 100, paymentMethodType: 'CARD' }, [], true),
    ).toEqual(['outstandingBalance']);
  });
});

describe('statementMessageOf: the pending-payment and refund messages', () => {
  const day = (iso: string) => iso.slice(0, 10);
  it.each([
    ['the first payment', 5417, false, 0, 'PENDING', 'billing.pending.firstPayment', '£54.17', 3],
    ['a later payment', 5417, false, 3, 'PENDING', 'billing.pending.nextPayment', '£54.17', 3],
    ['the final payment', 5417, true, 3, 'PENDING', 'billing.pending.finalPayment', '£54.17', 3],
    ['a failed collection', 5417, false, 3, 'FAILED', 'billing.failed.outstanding', '£54.17', 3],
    [
      'a refund on the final statement',
      -1250,
      true,
      3,
      'SETTLED',
      'billing.refund.due',
      '£12.50',
      7,
    ],
    ['nothing outstanding', 0, false, 2, 'SETTLED', 'billing.nothingOutstanding', '£0.00', 3],
  ] as const)(
    '%s',
    (_name, amountOutstanding, final, statementNumber, status, key, amount, minDays) => {
      const message = statementMessageOf(
        { amountOutstanding, final, statementNumber, status, paymentDueAt: '2026-05-01T00:00:00Z' },
        day,
      );
      expect(message).toEqual({
        key,
        params: { amount, date: '2026-05-01', minDays, maxDays: minDays === 7 ? 10 : 5 },
      });
    },
  );
});

describe('statementStatusView: status text, icon and tone', () => {
  it.each([
    ['DRAFT', null, 'default'],
    ['PENDING', 'clock', 'info'],
    ['FAILED', 'warning', 'warning'],
    ['SETTLED', 'tick', 'success'],
    ['SOMETHING_NEW', null, 'default'],
  ] as const)('%s', (status, icon, tone) => {
    expect(statementStatusView(status)).toEqual({
      labelKey: `enums.paymentStatuses.${status}`,
      icon,
      tone,
    });
  });
});

describe('statementMessageTone: how a statement message reads', () => {
  it.each([
    ['a failed collection warns', 'FAILED', 'billing.pending.nextPayment', 'warning'],
    ['a refund reassures', 'PENDING', 'billing.refund.due', 'success'],
    ['a settled statement reassures', 'SETTLED', 'billing.nothingOutstanding', 'success'],
    ['a payment to come informs', 'PENDING', 'billing.pending.nextPayment', 'info'],
  ] as const)('%s', (_name, status, key, tone) => {
    expect(statementMessageTone({ status }, { key })).toBe(tone);
  });
});
