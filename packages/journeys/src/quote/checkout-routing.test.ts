import {
  checkoutIndexPage,
  checkoutReturnOf,
  checkoutStepOf,
  POLICY_WAIT_MAX_MS,
  policyPollDelays,
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
