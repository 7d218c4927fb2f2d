import { ApiError } from '../../http/problem';
import { payableQuote, post, RETURN } from '../../test/checkout-test-support';
import { flexAccount } from '../../test/ledger-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { assertOwnReturnUrls } from './return-urls';

const PUBLIC_URL = 'https://insurance.example';

function refusal(urls: Parameters<typeof assertOwnReturnUrls>[1]) {
  try {
    assertOwnReturnUrls(PUBLIC_URL, urls);
  } catch (error) {
    return error as ApiError;
  }
  return null;
}

describe('assertOwnReturnUrls', () => {
  it('takes addresses on the platform’s own origin, with any path and query', () => {
    expect(
      refusal({
        successUrl:
          'https://insurance.example/flex/proposal/P1/checkout/callback?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'https://insurance.example:443/policy/PL1/billing?status=cancelled',
      }),
    ).toBeNull();
  });

  it.each([
    ['another site', 'https://evil.example/checkout'],
    ['a look-alike host', 'https://insurance.example.evil.example/'],
    ['credentials before another host', 'https://insurance.example@evil.example/'],
    ['plain HTTP', 'http://insurance.example/checkout'],
    ['another port', 'https://insurance.example:8443/checkout'],
    ['a protocol-relative address', '//evil.example/checkout'],
    ['no address at all', 'javascript:alert(1)'],
  ])('refuses %s with a 400 naming the field', (_name, url) => {
    const error = refusal({ successUrl: 'https://insurance.example/ok', cancelUrl: url });
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('checkout.returnUrlNotOwnOrigin');
    expect(error?.detail).toBe(
      'The customer can only be sent back to this site (https://insurance.example): cancelUrl must be on it.',
    );
    expect(error?.errors).toEqual([
      {
        path: 'body.cancelUrl',
        message: 'checkout.returnUrlOrigin',
        text: 'must be an address on https://insurance.example',
      },
    ]);
  });
});

describe(`return URLs of every hosted page call, over HTTP (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
  const EVIL = 'https://evil.example/checkout/success';

  /** Each call that sends the customer to a provider's page, with its return URLs replaced. */
  async function hostedPageCalls(urls: { successUrl: string; cancelUrl: string }) {
    const code = await payableQuote(t, t.token);
    // A bought policy's account, for the settle call (its first statement is still owed).
    const { accountId, token } = await flexAccount(t);
    return [
      post(t, `/api/stripe/checkout/proposal/${code}`, t.token, urls),
      post(t, `/api/stripe/checkout/proposal/${code}`, t.token, { ...urls, method: 'DUAL' }),
      post(t, `/api/stripe/settle/${accountId}`, token, urls),
      post(t, '/api/stripe/setup', t.token, { clientReference: code, ...urls }),
      post(t, '/api/stripe/checkout/mta/ADJ-1', t.token, urls),
      post(t, '/api/goCardless/flows', t.token, {
        mandateDescription: 'Payments',
        successUrl: urls.successUrl,
        proposalCode: code,
      }),
    ];
  }

  it('refuses a success or cancel URL on another origin with a 400, before anything opens', async () => {
    for (const urls of [
      { ...RETURN, successUrl: EVIL },
      { ...RETURN, cancelUrl: EVIL },
    ]) {
      const answers = await Promise.all(await hostedPageCalls(urls));
      for (const answer of answers) {
        // The flow has no cancel URL: a foreign cancel URL is nothing it uses.
        if (urls.cancelUrl === EVIL && answer.body.redirectUrl) continue;
        expect(answer).toMatchObject({
          status: 400,
          body: { code: 'checkout.returnUrlNotOwnOrigin' },
        });
      }
    }
    const [sessions] = await t.db.query<{ count: number }>(
      `SELECT COUNT(*)::integer AS count FROM payment_sandbox_card_sessions
        WHERE success_url LIKE 'https://evil.example%' OR cancel_url LIKE 'https://evil.example%'`,
    );
    expect(sessions?.count).toBe(0);
  });

  it('takes URLs on the platform’s own origin', async () => {
    const [proposal, dual, settle, setup, adjustment, flow] = await Promise.all(
      await hostedPageCalls(RETURN),
    );
    for (const answer of [proposal, dual, settle, setup, flow]) expect(answer?.status).toBe(200);
    // Past the URL check, an adjustment the caller does not have is a 404.
    expect(adjustment?.status).toBe(404);
  });
});
