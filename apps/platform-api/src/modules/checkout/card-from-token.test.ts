// The card field (ADR 0048) over HTTP: the card sandbox's field page and its tokens, a customer
// keeping the field's card as their account's card, and an agent's phone payment with one.
import { PAYMENT_TOKEN_PATTERN } from '@brand/domain';
import { outcomeOf, payableQuote, post } from '../../test/checkout-test-support';
import { flexAccount } from '../../test/ledger-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

const VISA = { number: '4242 4242 4242 4242', expiry: '04/31', cvc: '123' };
const DECLINED = { ...VISA, number: '4000 0000 0000 0002' };

/** What the field's script does: the typed card to the sandbox, a token back. */
async function fieldToken(typed: typeof VISA): Promise<string> {
  const answer = await t.call<{ token: string }>('POST', '/sandbox/card-field/tokens', {
    body: typed,
  });
  expect(answer.status).toBe(200);
  return answer.body.token;
}

async function cardRows(accountId: string) {
  return t.db.query<{ card_last4: string; card_expiry_month: number; card_expiry_year: number }>(
    `SELECT card_last4, card_expiry_month, card_expiry_year FROM payment_methods
      WHERE customer_account_id = $1 AND type = 'CARD' ORDER BY created_at`,
    [accountId],
  );
}

describe('the card sandbox’s card field', () => {
  it('serves a page of labelled inputs that only the platform’s own pages may frame', async () => {
    const page = await t.call<string>('GET', '/sandbox/card-field');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const [id, label] of [
      ['number', 'Card number'],
      ['expiry', 'Expiry date (MM/YY)'],
      ['cvc', 'Security code'],
    ]) {
      expect(page.body).toContain(`<label for="${id}">${label}</label>`);
      expect(page.body).toContain(`aria-describedby="${id}-error"`);
    }
    // No inline script: the CSP allows the field's script by its address only.
    expect(page.body).toContain('<script src="/sandbox/card-field/field.js" defer></script>');
    const script = await t.call<string>('GET', '/sandbox/card-field/field.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('event.origin !== origin || event.source !== window.parent');
  });

  it('answers a test card with a tok_ token, and each wrong field with its own error', async () => {
    const token = await fieldToken(VISA);
    expect(token).toMatch(PAYMENT_TOKEN_PATTERN);
    expect(token).not.toContain('4242424242424242');

    const wrong = await t.call('POST', '/sandbox/card-field/tokens', {
      body: { number: '4242 4242 4242 4241', expiry: '01/26', cvc: '1' },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        errors: {
          number: 'Enter a valid card number',
          expiry: 'The card has expired: check its expiry date, or use another card',
          cvc: 'Enter the 3 or 4 digit security code',
        },
      },
    });
    const real = await t.call('POST', '/sandbox/card-field/tokens', {
      body: { ...VISA, number: '4111 1111 1111 1111' },
    });
    expect(real.body).toMatchObject({
      errors: { number: 'Use a test card number: this sandbox takes no real cards' },
    });
    // Only JSON: another site's plain form cannot post to it.
    const form = await t.call('POST', '/sandbox/card-field/tokens', {
      body: 'number=4242424242424242&expiry=04/31&cvc=123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

describe(`a card kept from the card field (${TEST_DATABASE_KIND})`, () => {
  it('keeps the card on the caller’s own account, once per key, and shows it in the list', async () => {
    const { accountId, token } = await flexAccount(t);
    const before = await cardRows(accountId);
    const cardToken = await fieldToken(VISA);
    const url = `/api/customerAccounts/${accountId}/paymentMethods/card`;

    const saved = await post(t, url, token, { token: cardToken }, { key: 'save-1' });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        type: 'CARD',
        cardBrand: 'visa',
        cardLast4: '4242',
        cardExpiryMonth: 4,
        cardExpiryYear: 2031,
      },
    });
    const again = await post(t, url, token, { token: cardToken }, { key: 'save-1' });
    expect(again).toMatchObject({ status: 200, body: saved.body });
    expect(await cardRows(accountId)).toHaveLength(before.length + 1);

    const listed = await t.call<{ cardLast4: string | null; cardExpiryYear: number | null }[]>(
      'GET',
      `/api/customerAccounts/${accountId}/paymentMethods`,
      { token },
    );
    expect(listed.body).toContainEqual(
      expect.objectContaining({ cardLast4: '4242', cardExpiryYear: 2031 }),
    );
  });

  it('refuses a declined card with 402, a bad or forged token, another’s account and an agent, keeping nothing', async () => {
    const { accountId, token } = await flexAccount(t);
    const url = `/api/customerAccounts/${accountId}/paymentMethods/card`;
    const before = await cardRows(accountId);

    const declined = await post(t, url, token, { token: await fieldToken(DECLINED) });
    expect(declined).toMatchObject({
      status: 402,
      body: {
        code: 'checkout.cardDeclined',
        detail: 'Your card was declined.',
        errors: [{ path: 'token', message: 'generic_decline' }],
      },
    });
    const badFormat = await post(t, url, token, { token: 'card_4242' });
    expect(badFormat).toMatchObject({ status: 400, body: { code: 'checkout.cardToken' } });
    const visa = await fieldToken(VISA);
    // The signature no longer matches a changed payload: the sandbox knows no such token.
    const forged = visa.replace(/^tok_test_\d/, 'tok_test_2');
    expect(await post(t, url, token, { token: forged })).toMatchObject({
      status: 400,
      body: { code: 'checkout.cardTokenUnknown' },
    });

    const stranger = await t.signedInToken('stranger@example.com');
    expect((await post(t, url, stranger, { token: visa })).status).toBe(404);
    const [owner] = await t.db.query<{ owner_user_id: string }>(
      `SELECT p.owner_user_id FROM customer_accounts a JOIN policies x ON x.id = a.policy_id
         JOIN proposals p ON p.id = x.proposal_id WHERE a.id = $1`,
      [accountId],
    );
    const agent = await t.signedInToken('card.agent@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const asAgent = { headers: { 'x-impersonate-user': owner?.owner_user_id as string } };
    expect((await post(t, url, agent, { token: visa }, asAgent)).status).toBe(403);

    expect(await cardRows(accountId)).toEqual(before);
  });
});

describe('a phone payment with the card field’s token', () => {
  it('takes the proposal’s first payment from a field token; a declined field card is a 402', async () => {
    const owner = await t.signedInToken('field.owner@example.com');
    const code = await payableQuote(t, owner);
    const [row] = await t.db.query<{ owner_user_id: string }>(
      'SELECT owner_user_id FROM proposals WHERE id = $1',
      [code],
    );
    const agent = await t.signedInToken('field.agent@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const asAgent = { headers: { 'x-impersonate-user': row?.owner_user_id as string } };
    const url = `/api/stripe/moto/checkout/proposal/${code}`;

    const declined = await post(t, url, agent, { token: await fieldToken(DECLINED) }, asAgent);
    expect(declined).toMatchObject({
      status: 402,
      body: { errors: [{ path: 'token', message: 'generic_decline' }] },
    });
    const paid = await post(t, url, agent, { token: await fieldToken(VISA) }, asAgent);
    expect(paid.status).toBe(200);
    expect((await outcomeOf(t, code)).policies).toBe(1);
  });
});
