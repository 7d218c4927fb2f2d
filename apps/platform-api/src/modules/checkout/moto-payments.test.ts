import { outcomeOf, payableQuote, post } from '../../test/checkout-test-support';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

describe('phone (MOTO) payments by an agent', () => {
  it('takes the first payment and binds; a declined card is a 402 with its code', async () => {
    const owner = await t.signedInToken('moto.owner@example.com');
    const code = await payableQuote(t, owner);
    const [row] = await t.db.query<{ owner_user_id: string }>(
      'SELECT owner_user_id FROM proposals WHERE id = $1',
      [code],
    );
    const agent = await t.signedInToken('moto.agent@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const asAgent = { headers: { 'x-impersonate-user': row?.owner_user_id as string } };
    const url = `/api/stripe/moto/checkout/proposal/${code}`;

    const badFormat = await post(t, url, agent, { token: 'card_123' }, asAgent);
    expect(badFormat).toMatchObject({
      status: 400,
      body: { code: 'checkout.moto.invalidTokenFormat' },
    });
    const stale = await post(
      t,
      url,
      agent,
      {
        token: 'tok_visa',
        tokenCreatedAt: new Date(t.clock.now().getTime() - 11 * 60_000).toISOString(),
      },
      asAgent,
    );
    expect(stale).toMatchObject({ status: 400, body: { code: 'checkout.moto.timeout' } });
    const declined = await post(t, url, agent, { token: 'tok_chargeDeclined' }, asAgent);
    expect(declined).toMatchObject({
      status: 402,
      body: { errors: [{ path: 'token', message: 'generic_decline' }] },
    });
    // The customer may not take a phone payment themselves.
    expect((await post(t, url, owner, { token: 'tok_visa' })).status).toBe(403);

    const paid = await post(t, url, agent, { token: 'tok_visa' }, asAgent);
    expect(paid.status).toBe(200);
    const outcome = await outcomeOf(t, code);
    expect(outcome.policies).toBe(1);
    expect(outcome.payments).toEqual([expect.objectContaining({ status: 'POSTED' })]);
  });
});
