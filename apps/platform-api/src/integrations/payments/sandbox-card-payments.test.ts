import { useSandboxEvents } from '../../test/sandbox-test-support';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { ProviderError } from '../provider-error';
import type { CardPaymentEvent, CheckoutSession } from './card-payments';
import type { SandboxCardPayments } from './sandbox-card-payments';

const app = useTestApp({ anonymousToken: false, eachTestAt: '2026-03-02T10:00:00Z' });
const { received, run } = useSandboxEvents(app);
let key = 0;

const sandbox = () => app.app.platform.integrations.cardPayments as SandboxCardPayments;
const cardEvents = () =>
  received.flatMap((payment) => (payment.provider === 'stripe' ? [payment.event] : []));

function checkout(overrides: { saveCard?: boolean; idempotencyKey?: string } = {}) {
  key += 1;
  return sandbox().createCheckoutSession({
    amountPence: 12_345,
    description: 'Car insurance for MINI-1',
    successUrl: 'https://shop.test/paid?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://shop.test/checkout',
    saveCard: overrides.saveCard ?? true,
    reference: 'PROP-1',
    metadata: { proposal: 'PROP-1' },
    idempotencyKey: overrides.idempotencyKey ?? `checkout-${key}`,
  });
}

const pagePath = (session: CheckoutSession) => session.url.slice(TEST_PUBLIC_URL.length);

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

const card = (number: string) => ({ name: 'Ann Example', number, expiry: '12/30', cvc: '123' });

describe('the card sandbox', () => {
  it('serves a hosted page for the session at its URL, once per idempotency key', async () => {
    const session = await checkout({ idempotencyKey: 'same-key' });
    expect(session.url).toMatch(/^http:\/\/platform\.test\/sandbox\/card\/cs_test_[0-9a-f]+$/);
    expect((await checkout({ idempotencyKey: 'same-key' })).id).toBe(session.id);
    const page = await app.call<string>('GET', pagePath(session));
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Pay £123.45</h1>');
    for (const label of ['Name on card', 'Card number', 'Expiry date', 'Security code']) {
      expect(page.body).toContain(`>${label}</label>`);
    }
    expect(page.body).toContain('href="https://shop.test/checkout?session_id=');
  });

  it('checks the card number, expiry and security code before anything else', async () => {
    const session = await checkout();
    const answer = await post(pagePath(session), {
      name: '',
      number: '4242 4242 4242 4241',
      expiry: '01/26',
      cvc: '1',
    });
    expect(answer.status).toBe(400);
    for (const field of ['name', 'number', 'expiry', 'cvc']) {
      expect(answer.text).toContain(`<a href="#${field}">`);
    }
    expect(answer.text).toContain('Enter a valid card number');
    expect(answer.text).toContain('The card has expired');
    const unknown = await post(pagePath(session), card('4111111111111111'));
    expect(unknown.text).toContain('this sandbox takes no real cards');
    await run();
    expect(received).toHaveLength(0);
  });

  it('takes an expiry typed without the slash ("0430"), and says clearly when one has passed', async () => {
    const session = await checkout();
    const past = await post(pagePath(session), { ...card('4242 4242 4242 4242'), expiry: '0125' });
    expect(past.status).toBe(400);
    expect(past.text).toContain('The card has expired: check its expiry date, or use another card');
    const answer = await post(pagePath(session), {
      ...card('4242 4242 4242 4242'),
      expiry: '0430',
    });
    expect(answer.status).toBe(303);
    await run();
    expect(cardEvents()[0]).toMatchObject({
      type: 'checkout.completed',
      savedCard: { expMonth: 4, expYear: 2030 },
    });
  });

  it('pays with 4242, redirects with the session id and sends a signed checkout.session.completed', async () => {
    const session = await checkout();
    const answer = await post(pagePath(session), card('4242 4242 4242 4242'));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`https://shop.test/paid?session=${session.id}`);
    // A second press (or tab) lands on the same success page and pays nothing more.
    expect((await post(pagePath(session), card('4242424242424242'))).location).toBe(
      answer.location,
    );
    expect(await run()).toMatchObject({ delivered: 1, failed: 0 });
    const [event] = cardEvents();
    expect(event).toMatchObject({
      type: 'checkout.completed',
      sessionId: session.id,
      mode: 'payment',
      amountPence: 12_345,
      reference: 'PROP-1',
      metadata: { proposal: 'PROP-1', save_card: 'true' },
      savedCard: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    const saved = (event as Extract<CardPaymentEvent, { type: 'checkout.completed' }>).savedCard;
    if (!saved) throw new Error('no saved card');
    const charge = await sandbox().chargeSavedCard({
      amountPence: 4500,
      customerId: saved.customerId,
      paymentMethodId: saved.paymentMethodId,
      description: 'April',
      idempotencyKey: `april-${session.id}`,
    });
    expect(charge).toMatchObject({ status: 'succeeded', amountPence: 4500 });
    await expect(
      sandbox().chargeSavedCard({
        amountPence: 1,
        customerId: 'cus_someone_else',
        paymentMethodId: saved.paymentMethodId,
        description: 'x',
        idempotencyKey: 'x',
      }),
    ).rejects.toThrow(ProviderError);
  });

  it('declines 4000 0000 0000 0002 with generic_decline and keeps the session open', async () => {
    const session = await checkout();
    const answer = await post(pagePath(session), card('4000000000000002'));
    expect(answer.status).toBe(402);
    expect(answer.text).toContain('Your card was declined.');
    expect(answer.text).not.toContain('4000000000000002');
    await run();
    expect(cardEvents()).toEqual([
      expect.objectContaining({
        type: 'payment.failed',
        declineCode: 'generic_decline',
        amountPence: 12_345,
        metadata: { proposal: 'PROP-1', save_card: 'true' },
      }),
    ]);
    expect((await sandbox().session(session.id))?.status).toBe('open');
  });

  it('asks for Strong Customer Authentication with 3155: fail declines, approve pays', async () => {
    const session = await checkout();
    const challenge = await post(pagePath(session), card('4000 0025 0000 3155'));
    expect(challenge).toMatchObject({ status: 303, location: `${pagePath(session)}/authenticate` });
    const page = await app.call<string>('GET', `${pagePath(session)}/authenticate`);
    expect(page.body).toContain('Complete authentication');
    expect(page.body).toContain('card ending 3155');

    const failed = await post(`${pagePath(session)}/authenticate`, { outcome: 'fail' });
    expect(failed.status).toBe(402);
    expect(failed.text).toContain('We could not authenticate your payment');
    await run();
    expect(cardEvents()).toEqual([
      expect.objectContaining({ type: 'payment.failed', declineCode: 'authentication_required' }),
    ]);

    await post(pagePath(session), card('4000002500003155'));
    const approved = await post(`${pagePath(session)}/authenticate`, { outcome: 'approve' });
    expect(approved.location).toBe(`https://shop.test/paid?session=${session.id}`);
    await run();
    expect(cardEvents().map((event) => event.type)).toEqual([
      'payment.failed',
      'checkout.completed',
    ]);
  });

  it('saves a card on a setup page and expires an unpaid session after 24 hours', async () => {
    const setup = await sandbox().createSetupSession({
      successUrl: 'https://shop.test/card-saved',
      cancelUrl: 'https://shop.test/card',
      reference: 'ACC-1',
      idempotencyKey: `setup-${key++}`,
    });
    expect((await app.call<string>('GET', pagePath(setup))).body).toContain('<h1>Save a card</h1>');
    const saved = await post(pagePath(setup), card('5555 5555 5555 4444'));
    expect(saved.location).toBe(`https://shop.test/card-saved?session_id=${setup.id}`);

    await run();
    expect(cardEvents()).toEqual([
      expect.objectContaining({ type: 'checkout.completed', sessionId: setup.id, mode: 'setup' }),
    ]);
    expect(cardEvents()[0]).toHaveProperty('savedCard.last4', '4444');

    const unpaid = await checkout();
    app.clock.advance(24 * 3_600_000 - 1000);
    expect(await sandbox().expireSessions()).toBe(0);
    app.clock.advance(2000);
    // Sessions left open by the tests before expire with it.
    expect((await run()).expiredSessions).toBeGreaterThanOrEqual(1);
    expect(cardEvents()).toContainEqual(
      expect.objectContaining({
        type: 'checkout.expired',
        sessionId: unpaid.id,
        reference: 'PROP-1',
      }),
    );
    expect((await app.call('GET', pagePath(unpaid))).status).toBe(410);
  });

  it('takes phone orders from test tokens, once per idempotency key', async () => {
    const paid = await sandbox().motoPayment({
      amountPence: 2500,
      cardToken: 'tok_visa',
      description: 'Settle',
      idempotencyKey: 'moto-a',
    });
    expect(paid).toMatchObject({ status: 'succeeded', amountPence: 2500 });
    const again = await sandbox().motoPayment({
      amountPence: 2500,
      cardToken: 'tok_visa',
      description: 'Settle',
      idempotencyKey: 'moto-a',
    });
    expect(again).toEqual(paid);
    expect(
      await sandbox().motoPayment({
        amountPence: 2500,
        cardToken: 'tok_chargeDeclined',
        description: 'Settle',
        idempotencyKey: 'moto-b',
      }),
    ).toMatchObject({ status: 'declined', declineCode: 'generic_decline' });
    await expect(
      sandbox().motoPayment({
        amountPence: 1,
        cardToken: 'tok_real',
        description: 'x',
        idempotencyKey: 'moto-c',
      }),
    ).rejects.toThrow(ProviderError);
  });
});

describe('the card sandbox’s refunds and its list of paid sessions', () => {
  it('lists a paid session with its card, and not one left unpaid', async () => {
    const since = app.clock.now();
    const paid = await checkout();
    const unpaid = await checkout();
    await post(pagePath(paid), card('4242424242424242'));
    // The suite's earlier sessions were opened at the same moment: only this test's are judged.
    const listed = (await sandbox().listPaidCheckouts({ createdSince: since })).filter((session) =>
      [paid.id, unpaid.id].includes(session.sessionId),
    );
    expect(listed.map((session) => session.sessionId)).toEqual([paid.id]);
    expect(listed[0]).toMatchObject({
      mode: 'payment',
      reference: 'PROP-1',
      amountPence: 12_345,
      paymentId: expect.stringMatching(/^pi_test_/),
      savedCard: { last4: '4242', brand: 'visa' },
      metadata: { proposal: 'PROP-1', save_card: 'true' },
    });
    expect(listed.some((session) => session.sessionId === unpaid.id)).toBe(false);
    app.clock.advance(1000);
    expect(await sandbox().listPaidCheckouts({ createdSince: app.clock.now() })).toEqual([]);
  });

  it('refunds once per key, never more than was paid, and says so with charge.refunded', async () => {
    const session = await checkout();
    await post(pagePath(session), card('4242424242424242'));
    const listed = await sandbox().listPaidCheckouts({ createdSince: app.clock.now() });
    const paymentId = listed.find((paid) => paid.sessionId === session.id)?.paymentId as string;
    const request = {
      paymentId,
      amountPence: 12_345,
      reason: 'duplicate' as const,
      idempotencyKey: `refund-${paymentId}`,
    };
    const refund = await sandbox().refund(request);
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_test_/),
      paymentId,
      amountPence: 12_345,
    });
    expect(await sandbox().refund(request)).toEqual(refund);
    await expect(
      sandbox().refund({ ...request, amountPence: 1, idempotencyKey: 'refund-again' }),
    ).rejects.toThrow(ProviderError);
    await expect(
      sandbox().refund({ ...request, paymentId: 'pi_test_none', idempotencyKey: 'refund-none' }),
    ).rejects.toThrow(ProviderError);
    await run();
    expect(cardEvents().filter((event) => event.type === 'refund')).toEqual([
      expect.objectContaining({ paymentId, amountRefundedPence: 12_345 }),
    ]);
  });
});

describe('the card sandbox page after paying', () => {
  it('sends a customer who comes back to the paid page on to the success URL', async () => {
    const session = await checkout();
    await post(pagePath(session), card('4242424242424242'));
    const again = await fetch(`${app.baseUrl}${pagePath(session)}`, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`https://shop.test/paid?session=${session.id}`);
  });
});
