import {
  checkoutIndexPage,
  checkoutReturnOf,
  checkoutStepOf,
  hasUsableCard,
  liveMandateOf,
  mandateStepOf,
  POLICY_WAIT_MAX_MS,
  policyPollDelays,
  summaryBindsAtOnce,
} from './checkout-routing';

const monthly = (active: boolean) => ({ type: 'MONTHLY', active });
const single = (active: boolean) => ({ type: 'SINGLE_PAYMENT', active });

describe('checkoutIndexPage: the payment page or the checkout-disabled page', () => {
  it.each([
    ['checkout on, the active schedule offered', true, [monthly(true)], ['MONTHLY'], 'payment'],
    ['checkout switched off', false, [monthly(true)], ['MONTHLY'], 'disabled'],
    [
      'the active schedule not offered',
      true,
      [single(true), monthly(false)],
      ['MONTHLY'],
      'disabled',
    ],
    ['no active schedule', true, [monthly(false)], ['MONTHLY'], 'disabled'],
    ['no quote', true, [], ['MONTHLY'], 'disabled'],
    ['one of two offered', true, [single(true)], ['MONTHLY', 'SINGLE_PAYMENT'], 'payment'],
  ] as const)('%s', (_name, checkoutEnabled, schedules, offered, expected) => {
    expect(checkoutIndexPage({ checkoutEnabled, schedules, offered })).toBe(expected);
  });
});

describe('checkoutStepOf: the payment page’s first step by method', () => {
  it.each([
    [
      'CARD with money to pay',
      { method: 'CARD', action: 'hostedCardCheckout', needsMandate: false },
      'hostedCard',
    ],
    [
      'CARD, nothing to pay, no card',
      { method: 'CARD', action: 'cardSetup', needsMandate: false },
      'cardSetup',
    ],
    [
      'CARD, nothing to pay, a card on file',
      { method: 'CARD', action: 'bind', needsMandate: false },
      'bind',
    ],
    [
      'CARD taken by an agent',
      { method: 'CARD', action: 'motoCardPayment', needsMandate: false },
      'phoneOrder',
    ],
    [
      'DIRECT_DEBIT paying',
      { method: 'DIRECT_DEBIT', action: 'directDebitPayment', needsMandate: true },
      'directDebitFlow',
    ],
    [
      'DIRECT_DEBIT binding',
      { method: 'DIRECT_DEBIT', action: 'bind', needsMandate: true },
      'directDebitFlow',
    ],
    [
      'DUAL deposit by card',
      { method: 'DUAL', action: 'hostedCardCheckout', needsMandate: true },
      'hostedCard',
    ],
  ] as const)('%s', (_name, decision, expected) => {
    expect(checkoutStepOf(decision)).toBe(expected);
  });
});

describe('checkoutReturnOf: what came back to checkout/callback', () => {
  it.each([
    ['a paid card page', '?session_id=cs_1', { kind: 'card', sessionId: 'cs_1' }],
    ['a cancelled card page', '?session_id=cs_1&status=cancelled', { kind: 'failed' }],
    ['a failed payment', '?session_id=cs_1&status=failed', { kind: 'failed' }],
    [
      'a completed direct-debit page',
      '?redirect_flow_id=RE1',
      { kind: 'mandate', redirectFlowId: 'RE1' },
    ],
    ['nothing at all', '', { kind: 'failed' }],
  ] as const)('%s', (_name, search, expected) => {
    expect(checkoutReturnOf(search)).toEqual(expected);
  });
});

describe('policyPollDelays: backoff while the payment binds', () => {
  it('grows from one second, caps at five, and stays within thirty seconds', () => {
    const delays = policyPollDelays();
    expect(delays.slice(0, 3)).toEqual([1000, 1500, 2250]);
    expect(Math.max(...delays)).toBe(5000);
    expect(delays.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(POLICY_WAIT_MAX_MS);
    expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThan(POLICY_WAIT_MAX_MS - 5000);
  });
});

describe('hasUsableCard: a saved card that has not expired, from the platform', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const card = (month: number, year: number) => ({
    type: 'CARD',
    mandateStatus: null,
    cardExpiryMonth: month,
    cardExpiryYear: year,
  });
  it.each([
    ['no saved method', [], false],
    ['a card good for years', [card(12, 2029)], true],
    ['a card good to the end of this month', [card(11, 2026)], true],
    ['a card expired last month', [card(10, 2026)], false],
    ['a mandate is not a card', [{ type: 'BACS_DEBIT', mandateStatus: 'ACTIVE' as const }], false],
  ] as const)('%s', (_name, methods, expected) => {
    expect(hasUsableCard(methods, now)).toBe(expected);
  });
});

describe("mandateStepOf: DUAL's Direct Debit step between the deposit and the success page", () => {
  const mandate = (mandateStatus: 'ACTIVE' | 'PENDING_CUSTOMER_APPROVAL' | 'CANCELLED') => ({
    type: 'BACS_DEBIT',
    mandateStatus,
  });
  const card = { type: 'CARD', mandateStatus: null };
  it.each([
    ['DUAL with only the deposit card', ['DUAL'], 2193 * 11, [card], 'setUp'],
    ['DUAL whose schedule is not known', ['DUAL'], null, [], 'setUp'],
    ['DUAL whose only mandate was cancelled', ['DUAL'], 100, [mandate('CANCELLED')], 'setUp'],
    [
      'DUAL with a mandate awaiting the bank',
      ['DUAL'],
      100,
      [mandate('PENDING_CUSTOMER_APPROVAL')],
      'none',
    ],
    ['DUAL with an active mandate', ['DUAL'], 100, [card, mandate('ACTIVE')], 'none'],
    ['DUAL whose later payments are all free (a promotion)', ['DUAL'], 0, [], 'none'],
    ['CARD never asks for a mandate', ['CARD'], 100, [], 'none'],
  ] as const)('%s', (_name, methods, laterPence, paymentMethods, expected) => {
    expect(mandateStepOf({ methods, laterPence, paymentMethods })).toBe(expected);
  });

  it('names the live mandate, not a cancelled one', () => {
    const live = { ...mandate('ACTIVE'), bankName: 'BARCLAYS BANK PLC' };
    expect(liveMandateOf([mandate('CANCELLED'), card, live])).toBe(live);
    expect(liveMandateOf([mandate('CANCELLED'), card])).toBeNull();
  });
});

describe('checkoutStepOf for an agent acting for the customer', () => {
  it('binds where a customer would set up a card: the hosted card page is the customer’s own', () => {
    const decision = { method: 'CARD', action: 'cardSetup', needsMandate: false } as const;
    expect(checkoutStepOf(decision, { isAdmin: true })).toBe('bind');
    expect(checkoutStepOf(decision, { isAdmin: false })).toBe('cardSetup');
  });
});

describe('summaryBindsAtOnce: Confirm binds, or hands over to checkout', () => {
  it.each([
    ['drive-away (CARD), nothing to pay: checkout sets up a card', ['CARD'], true, false],
    ['CARD with something to pay', ['CARD'], false, false],
    ['free flex (DUAL): binds, its mandate step follows', ['DUAL'], true, true],
    ['flex with a deposit', ['DUAL'], false, false],
  ] as const)('%s', (_name, methods, nothingToPay, expected) => {
    expect(summaryBindsAtOnce({ methods, nothingToPay })).toBe(expected);
  });
});
