// Idempotency-Key under crashes and concurrency (finding 11 of issue 14): a key a crashed request
// left "in progress" is taken over once its lease runs out, and two requests at once with one key
// answer one success and one 409, never a 500, on either engine.
import { randomUUID } from 'node:crypto';
import type { CheckoutSessionRequest } from '../../integrations/payments/card-payments';
import { payableQuote, post, RETURN, sandboxCards } from '../../test/checkout-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { IDEMPOTENCY_LEASE_MS } from './idempotency';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

const checkout = (code: string, key: string, body: object = RETURN) =>
  post<{ url: string; code?: string }>(t, `/api/stripe/checkout/proposal/${code}`, t.token, body, {
    key,
  });

afterEach(() => {
  jest.restoreAllMocks();
});

describe(`an Idempotency-Key left in progress by a crash (${TEST_DATABASE_KIND})`, () => {
  it('is a 409 within its lease and runs the work again once the lease has run out', async () => {
    const code = await payableQuote(t, t.token);
    const key = randomUUID();
    const first = await checkout(code, key);
    expect(first.status).toBe(200);
    // The process died after claiming the key and before storing its answer.
    await t.db.query(
      'UPDATE idempotency_keys SET status_code = NULL, response = NULL WHERE key = $1',
      [key],
    );

    t.clock.advance(IDEMPOTENCY_LEASE_MS - 1000);
    const held = await checkout(code, key);
    expect(held).toMatchObject({ status: 409, body: { code: 'idempotency.inFlight' } });

    t.clock.advance(1000);
    const retried = await checkout(code, key);
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    // The provider's own key gives the same hosted session back: nothing is opened twice.
    expect(retried.body.url).toBe(first.body.url);
    const again = await checkout(code, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(retried.body);
  });

  it('still refuses a different request under an expired key', async () => {
    const code = await payableQuote(t, t.token);
    const key = randomUUID();
    expect((await checkout(code, key)).status).toBe(200);
    await t.db.query(
      'UPDATE idempotency_keys SET status_code = NULL, response = NULL WHERE key = $1',
      [key],
    );
    t.clock.advance(IDEMPOTENCY_LEASE_MS + 1000);
    const other = await checkout(code, key, { ...RETURN, saveCard: true });
    expect(other).toMatchObject({ status: 409, body: { code: 'idempotency.keyReused' } });
  });
});

describe(`two requests at once with one Idempotency-Key (${TEST_DATABASE_KIND})`, () => {
  it('answers one success and one 409 while the first is in flight', async () => {
    const code = await payableQuote(t, t.token);
    const cards = sandboxCards(t);
    const open = cards.createCheckoutSession.bind(cards);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => {
      reached = resolve;
    });
    jest
      .spyOn(cards, 'createCheckoutSession')
      .mockImplementation(async (request: CheckoutSessionRequest) => {
        reached();
        await held;
        return open(request);
      });
    const key = randomUUID();
    const first = checkout(code, key);
    await inFlight;
    const second = await checkout(code, key);
    release();
    expect(second).toMatchObject({ status: 409, body: { code: 'idempotency.inFlight' } });
    expect((await first).status).toBe(200);
  });

  it('never answers 500 to a burst of requests sharing a key', async () => {
    const code = await payableQuote(t, t.token);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(code, key)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(new Set(succeeded.map((answer) => answer.body.url)).size).toBe(1);
    const sessions = await t.db.query(
      `SELECT id FROM payment_sandbox_card_sessions WHERE reference = $1`,
      [code],
    );
    expect(sessions).toHaveLength(1);
  });
});
