import { useSandboxEvents } from '../../test/sandbox-test-support';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { ProviderRefusal } from '../provider-error';
import { SANDBOX_BANK_ACCOUNT } from './sandbox-bank-accounts';
import type { SandboxDirectDebit } from './sandbox-direct-debit';

// Monday 2 March 2026: a payment made now is confirmed on Thursday 5 March.
const app = useTestApp({ anonymousToken: false, eachTestAt: '2026-03-02T10:00:00Z' });
const { received, run } = useSandboxEvents(app);
let key = 0;

const sandbox = () => app.app.platform.integrations.directDebit as SandboxDirectDebit;

/** A payment of `amountPence` on a new mandate of `holder`, collected (confirmed) by the clock. */
async function collectedPayment(holder: string, amountPence: number) {
  key += 1;
  const flow = await sandbox().createRedirectFlow({
    description: 'MINI Insurance monthly payments',
    successUrl: 'https://shop.test/dd/return',
    sessionToken: `refund-session-${key}`,
    idempotencyKey: `refund-flow-${key}`,
  });
  const page = await fetch(`${app.baseUrl}${flow.redirectUrl.slice(TEST_PUBLIC_URL.length)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      accountHolderName: holder,
      sortCode: '20-00-00',
      accountNumber: SANDBOX_BANK_ACCOUNT.accountNumber,
    }).toString(),
    redirect: 'manual',
  });
  expect(page.status).toBe(303);
  const mandate = await sandbox().completeRedirectFlow({
    flowId: flow.id,
    sessionToken: `refund-session-${key}`,
    idempotencyKey: `refund-complete-${key}`,
  });
  const payment = await sandbox().createPayment({
    mandateId: mandate.id,
    amountPence,
    description: 'Deposit',
    idempotencyKey: `refund-pay-${key}`,
  });
  return payment;
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the sandbox refunded what GoCardless would refuse');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProviderRefusal);
      return (error as ProviderRefusal).reason;
    },
  );

const refundEvents = (paymentId: string) =>
  received.flatMap((payment) =>
    payment.provider === 'gocardless' &&
    'refundId' in payment.event &&
    payment.event.paymentId === paymentId
      ? [payment.event]
      : [],
  );

describe('the Direct Debit sandbox refunds as GoCardless does', () => {
  it('refuses a payment not yet collected, more than was paid and a total that does not match; answers a repeated key with the first refund', async () => {
    const payment = await collectedPayment('Ann Example', 4599);
    const refund = (amountPence: number, totalRefundedPence: number, idempotencyKey: string) =>
      sandbox().refund({ paymentId: payment.id, amountPence, totalRefundedPence, idempotencyKey });

    expect(await refusalOf(refund(1000, 1000, 'r-early'))).toBe('refund_payment_invalid_state');
    app.clock.set('2026-03-05T09:00:00Z');
    await run();

    const first = await refund(2000, 2000, 'r-1');
    expect(first).toMatchObject({ paymentId: payment.id, amountPence: 2000 });
    expect(first.status).toBe('pending_submission');
    // The same key answers the first refund, whatever the body says this time.
    expect(await refund(2000, 9999, 'r-1')).toEqual(first);
    expect(await refusalOf(refund(2600, 4600, 'r-2'))).toBe('validation_failed');
    expect(await refusalOf(refund(2599, 2599, 'r-2'))).toBe('total_amount_confirmation_invalid');
    expect(await refusalOf(refund(0, 2000, 'r-2'))).toBe('validation_failed');
    const second = await refund(2599, 4599, 'r-2');
    expect(second.amountPence).toBe(2599);
    expect(await refusalOf(refund(1, 4600, 'r-3'))).toBe('validation_failed');
    const made = await sandbox().listRefunds(payment.id);
    expect(made.map((refund) => refund.amountPence).sort()).toEqual([2000, 2599]);
    expect(refundEvents(payment.id)).toEqual([]);
  });

  it('pays a refund into the bank three working days on, with refunds.paid once', async () => {
    const payment = await collectedPayment('Ann Example', 4599);
    app.clock.set('2026-03-05T09:00:00Z');
    await run();
    const refund = await sandbox().refund({
      paymentId: payment.id,
      amountPence: 4599,
      totalRefundedPence: 4599,
      idempotencyKey: `r-paid-${payment.id}`,
    });
    app.clock.set('2026-03-09T09:00:00Z');
    await run();
    expect(refundEvents(payment.id)).toEqual([]);
    app.clock.set('2026-03-10T09:00:00Z');
    await run();
    await run();
    expect(refundEvents(payment.id)).toEqual([
      expect.objectContaining({ type: 'refund.paid', refundId: refund.id, cause: 'refund_paid' }),
    ]);
    expect((await sandbox().listRefunds(payment.id))[0]?.status).toBe('paid');
  });

  it('bounces the refunds of an account holder named to bounce, with refunds.bounced', async () => {
    const payment = await collectedPayment('Bea Bounce', 3000);
    app.clock.set('2026-03-05T09:00:00Z');
    await run();
    const refund = await sandbox().refund({
      paymentId: payment.id,
      amountPence: 3000,
      totalRefundedPence: 3000,
      idempotencyKey: `r-bounce-${payment.id}`,
    });
    app.clock.set('2026-03-10T09:00:00Z');
    await run();
    expect(refundEvents(payment.id)).toEqual([
      expect.objectContaining({
        type: 'refund.failed',
        refundId: refund.id,
        cause: 'refund_bounced',
      }),
    ]);
    // A bounced refund no longer counts: the payment can be refunded again in full.
    expect(
      await sandbox().refund({
        paymentId: payment.id,
        amountPence: 3000,
        totalRefundedPence: 3000,
        idempotencyKey: `r-again-${payment.id}`,
      }),
    ).toMatchObject({ amountPence: 3000 });
  });
});
