import { useSandboxEvents } from '../../test/sandbox-test-support';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { ProviderError } from '../provider-error';
import { SANDBOX_BANK_ACCOUNT } from './sandbox-bank-accounts';
import type { SandboxDirectDebit } from './sandbox-direct-debit';
import { DIRECT_DEBIT_GUARANTEE } from './sandbox-pages';

// Monday 2 March 2026: three working days on is Thursday 5 March.
const app = useTestApp({ anonymousToken: false, eachTestAt: '2026-03-02T10:00:00Z' });
const { received, run } = useSandboxEvents(app);
let key = 0;

const sandbox = () => app.app.platform.integrations.directDebit as SandboxDirectDebit;
const events = () =>
  received.flatMap((payment) => (payment.provider === 'gocardless' ? [payment.event] : []));

async function post(path: string, form: Record<string, string>) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
  };
}

async function mandateFor(accountHolderName: string) {
  key += 1;
  const flow = await sandbox().createRedirectFlow({
    description: 'MINI Insurance monthly payments',
    successUrl: 'https://shop.test/dd/return?proposal=P1',
    sessionToken: `session-${key}`,
    idempotencyKey: `flow-${key}`,
  });
  const path = flow.redirectUrl.slice(TEST_PUBLIC_URL.length);
  const confirmed = await post(path, {
    accountHolderName,
    sortCode: '20-00-00',
    accountNumber: SANDBOX_BANK_ACCOUNT.accountNumber,
  });
  return { flow, path, confirmed, sessionToken: `session-${key}` };
}

describe('the Direct Debit sandbox', () => {
  it('shows the bank details form with the Direct Debit Guarantee in full', async () => {
    const flow = await sandbox().createRedirectFlow({
      description: 'MINI Insurance monthly payments',
      successUrl: 'https://shop.test/dd/return',
      sessionToken: 's',
      idempotencyKey: 'flow-page',
    });
    expect(flow.redirectUrl).toMatch(
      /^http:\/\/platform\.test\/sandbox\/direct-debit\/RE[0-9A-F]+$/,
    );
    const page = await app.call<string>('GET', flow.redirectUrl.slice(TEST_PUBLIC_URL.length));
    expect(page.status).toBe(200);
    for (const label of ['Name of account holder', 'Sort code', 'Account number']) {
      expect(page.body).toContain(`>${label}</label>`);
    }
    expect(page.body).toContain('<h2 id="guarantee">The Direct Debit Guarantee</h2>');
    for (const line of DIRECT_DEBIT_GUARANTEE) expect(page.body).toContain(line);
  });

  it('refuses bank details that fail the modulus check, naming the field', async () => {
    const flow = await sandbox().createRedirectFlow({
      description: 'x',
      successUrl: 'https://shop.test/dd',
      sessionToken: 's',
      idempotencyKey: 'flow-invalid',
    });
    const answer = await post(flow.redirectUrl.slice(TEST_PUBLIC_URL.length), {
      accountHolderName: '',
      sortCode: '200000',
      accountNumber: '55779912',
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('<a href="#accountHolderName">');
    expect(answer.text).toContain(
      '<a href="#accountNumber">Check your sort code and account number',
    );
    expect((await sandbox().flow(flow.id))?.status).toBe('created');
  });

  it('returns with redirect_flow_id and completes the flow into a mandate, once', async () => {
    const { flow, confirmed, sessionToken } = await mandateFor('Ann Example');
    expect(confirmed.status).toBe(303);
    expect(confirmed.location).toBe(
      `https://shop.test/dd/return?proposal=P1&redirect_flow_id=${flow.id}`,
    );
    await expect(
      sandbox().completeRedirectFlow({
        flowId: flow.id,
        sessionToken: 'another',
        idempotencyKey: 'c',
      }),
    ).rejects.toThrow(ProviderError);
    const mandate = await sandbox().completeRedirectFlow({
      flowId: flow.id,
      sessionToken,
      idempotencyKey: 'c',
    });
    expect(mandate).toMatchObject({
      status: 'PENDING_CUSTOMER_APPROVAL',
      providerStatus: 'pending_submission',
      bankName: 'BARCLAYS BANK PLC',
      accountNumberEnding: '11',
    });
    expect(
      await sandbox().completeRedirectFlow({ flowId: flow.id, sessionToken, idempotencyKey: 'c' }),
    ).toEqual(mandate);
    expect(await sandbox().listMandates({ customerId: mandate.customerId })).toEqual([mandate]);
  });

  it('activates the mandate a working day on and confirms a payment three working days on', async () => {
    const { flow, sessionToken } = await mandateFor('Ann Example');
    const mandate = await sandbox().completeRedirectFlow({
      flowId: flow.id,
      sessionToken,
      idempotencyKey: 'c2',
    });
    const payment = await sandbox().createPayment({
      mandateId: mandate.id,
      amountPence: 4599,
      description: 'Deposit',
      idempotencyKey: `pay-${mandate.id}`,
    });
    expect(payment).toMatchObject({ chargeDate: '2026-03-05', status: 'pending_submission' });
    expect(
      await sandbox().createPayment({
        mandateId: mandate.id,
        amountPence: 4599,
        description: 'Deposit',
        idempotencyKey: `pay-${mandate.id}`,
      }),
    ).toEqual(payment);
    await expect(
      sandbox().createPayment({
        mandateId: mandate.id,
        amountPence: 1,
        chargeDate: '2026-03-03',
        description: 'x',
        idempotencyKey: 'early',
      }),
    ).rejects.toThrow('charge_date must be on or after 2026-03-05');

    // Mandates of the tests before move on with the clock too: read only this one's events.
    const mine = () =>
      events().filter((event) =>
        'mandateId' in event ? event.mandateId === mandate.id : event.paymentId === payment.id,
      );
    await run();
    expect(mine()).toHaveLength(0);
    app.clock.set('2026-03-03T08:00:00Z');
    await run();
    expect(mine()).toEqual([expect.objectContaining({ type: 'mandate.active' })]);
    expect((await sandbox().listMandates({ customerId: mandate.customerId }))[0]?.status).toBe(
      'ACTIVE',
    );
    app.clock.set('2026-03-04T23:00:00Z');
    await run();
    expect(mine()).toHaveLength(1);
    // Midnight in London on Thursday 5 March.
    app.clock.set('2026-03-05T00:00:00Z');
    await run();
    expect(mine()).toEqual([
      expect.objectContaining({ type: 'mandate.active' }),
      expect.objectContaining({ type: 'payment.confirmed', cause: 'payment_confirmed' }),
    ]);
  });

  it('cancels a mandate once, with its webhook, and takes no payment on it after', async () => {
    const { flow, sessionToken } = await mandateFor('Ann Example');
    const mandate = await sandbox().completeRedirectFlow({
      flowId: flow.id,
      sessionToken,
      idempotencyKey: 'c3',
    });
    const cancelled = await sandbox().cancelMandate({ mandateId: mandate.id });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', providerStatus: 'cancelled' });
    expect(await sandbox().cancelMandate({ mandateId: mandate.id })).toEqual(cancelled);
    await expect(sandbox().cancelMandate({ mandateId: 'MD-none' })).rejects.toThrow(ProviderError);
    await expect(
      sandbox().createPayment({
        mandateId: mandate.id,
        amountPence: 100,
        description: 'x',
        idempotencyKey: `after-cancel-${mandate.id}`,
      }),
    ).rejects.toThrow(ProviderError);
    await run();
    const mine = events().filter((event) => 'mandateId' in event && event.mandateId === mandate.id);
    expect(mine).toEqual([
      expect.objectContaining({ type: 'mandate.cancelled', cause: 'mandate_cancelled' }),
    ]);
    // A cancelled mandate never becomes active on the clock.
    app.clock.set('2026-03-04T08:00:00Z');
    await run();
    expect((await sandbox().listMandates({ customerId: mandate.customerId }))[0]?.status).toBe(
      'CANCELLED',
    );
  });

  it('cancels the payments not yet submitted with their mandate, each with payments.cancelled once', async () => {
    const { flow, sessionToken } = await mandateFor('Ann Example');
    const mandate = await sandbox().completeRedirectFlow({
      flowId: flow.id,
      sessionToken,
      idempotencyKey: 'c-pay-cancel',
    });
    const payment = await sandbox().createPayment({
      mandateId: mandate.id,
      amountPence: 4599,
      description: 'Monthly payment',
      idempotencyKey: `pay-cancel-${mandate.id}`,
    });
    await sandbox().cancelMandate({ mandateId: mandate.id });
    await sandbox().cancelMandate({ mandateId: mandate.id });
    await run();
    const mine = () =>
      events().filter((event) => 'paymentId' in event && event.paymentId === payment.id);
    expect(mine()).toEqual([
      expect.objectContaining({ type: 'payment.cancelled', cause: 'mandate_cancelled' }),
    ]);
    // The cancelled payment is never confirmed on the clock.
    app.clock.set('2026-03-06T08:00:00Z');
    await run();
    expect(mine()).toHaveLength(1);
  });

  it('fails the payments of an account holder named to fail', async () => {
    const { flow, sessionToken } = await mandateFor('Will Fail');
    const mandate = await sandbox().completeRedirectFlow({
      flowId: flow.id,
      sessionToken,
      idempotencyKey: 'c3',
    });
    const payment = await sandbox().createPayment({
      mandateId: mandate.id,
      amountPence: 4599,
      chargeDate: '2026-03-09',
      description: 'March',
      idempotencyKey: `pay-${mandate.id}`,
    });
    app.clock.set('2026-03-09T09:00:00Z');
    await run();
    expect(events()).toContainEqual(
      expect.objectContaining({
        type: 'payment.failed',
        paymentId: payment.id,
        cause: 'insufficient_funds',
      }),
    );
  });
});
