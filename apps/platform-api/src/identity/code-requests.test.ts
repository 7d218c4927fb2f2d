import type { EmailMessage } from '../integrations/email/email-sender';
import { ProviderError } from '../integrations/provider-error';
import { authorizePath, expectRedirect, pkce, TestBrowser } from '../test/sign-in-browser';
import { useTestApp } from '../test/test-app';

// An email sender that keeps what it sends, and fails while told to (an SMTP server down).
const sent: EmailMessage[] = [];
let failing = false;
const email = {
  async send(message: EmailMessage) {
    if (failing) throw new ProviderError('connect ECONNREFUSED 127.0.0.1:2525');
    sent.push(message);
  },
};

const t = useTestApp({ anonymousToken: false, integrations: { email } });

function newestCodeFor(address: string): string {
  const message = sent.filter((each) => each.to === address).at(-1);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`No code was sent to ${address}.`);
  return code;
}

async function startSignIn() {
  const browser = new TestBrowser(t);
  const interaction = await expectRedirect(browser, authorizePath(pkce().challenge));
  return { browser, interaction };
}

describe('asking for sign-in codes on the sign-in pages', () => {
  beforeEach(() => {
    failing = false;
  });

  it('keeps the code page open with the newest code working when more codes are refused', async () => {
    const { browser, interaction } = await startSignIn();
    const address = 'often.asks@example.com';
    for (let asked = 0; asked < 5; asked++) {
      t.clock.advance(1000);
      const response = await browser.request('POST', `${interaction}/email`, { email: address });
      expect(response.status).toBe(303);
    }
    const newest = newestCodeFor(address);
    t.clock.advance(1000);
    const again = await browser.request('POST', `${interaction}/email`, { email: address });
    expect(again.status).toBe(429);
    expect(again.text).toContain('<label for="code">Sign-in code</label>');
    expect(again.text).toContain('The newest code we sent still works');
    expect(newestCodeFor(address)).toBe(newest);

    const signedIn = await browser.request('POST', `${interaction}/code`, { code: newest });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).not.toContain('/interaction/');
  });

  it('says so when the email cannot be sent, and the code sent before still works', async () => {
    const { browser, interaction } = await startSignIn();
    const address = 'smtp.down@example.com';
    t.clock.advance(1000);
    expect((await browser.request('POST', `${interaction}/email`, { email: address })).status).toBe(
      303,
    );
    const first = newestCodeFor(address);

    failing = true;
    t.clock.advance(1000);
    const unsent = await browser.request('POST', `${interaction}/email`, { email: address });
    expect(unsent.status).toBe(502);
    expect(unsent.text).toContain('send the code just now. Please try again');
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sign_in_codes WHERE lower(email) = $1',
      [address],
    );
    expect(rows[0]?.n).toBe(1);

    failing = false;
    const signedIn = await browser.request('POST', `${interaction}/code`, { code: first });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).not.toContain('/interaction/');
  });
});
