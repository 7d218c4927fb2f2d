// The sign-in page filled in with the email the app hints (issue 15 point 13): only a starting text
// for the email box, escaped, never a sign-in and never a redirect.
import { MovableClock } from '../clock';
import { readOutbox } from '../integrations/email/outbox-email';
import { authorizePath, expectRedirect, pkce, TestBrowser } from '../test/sign-in-browser';
import { useTestApp } from '../test/test-app';
import { emailFromLoginHint, LOGIN_HINT_MAX_LENGTH } from './login-hint';

const signInClock = new MovableClock(new Date());
const t = useTestApp({ anonymousToken: false, signInClock });

/** The sign-in page the browser lands on for an authorize request with these extra parameters. */
async function signInPage(extra: Record<string, string>) {
  const browser = new TestBrowser(t);
  const interaction = await expectRedirect(browser, authorizePath(pkce().challenge, extra));
  const page = await browser.request('GET', interaction);
  expect(page.status).toBe(200);
  return { browser, interaction, text: page.text };
}

/** The email box's value attribute on a page. */
function emailValue(html: string): string | undefined {
  return /<input id="email"[^>]* value="([^"]*)"/.exec(html)?.[1];
}

describe('emailFromLoginHint', () => {
  it('takes one valid email address, trimmed', () => {
    expect(emailFromLoginHint(' priya.shah@example.com ')).toBe('priya.shah@example.com');
  });

  it.each([
    ['nothing', undefined],
    ['a number', 42],
    ['an empty hint', '  '],
    ['not an email', 'priya'],
    ['a URL', 'https://evil.example/?x=@y.com'],
    ['markup', '"><script>alert(1)</script>@example.com'],
    ['a list', ['a@example.com']],
    ['an over-long address', `${'a'.repeat(LOGIN_HINT_MAX_LENGTH)}@example.com`],
  ])('ignores %s', (_what, hint) => {
    expect(emailFromLoginHint(hint)).toBeUndefined();
  });
});

describe('the sign-in page with a login_hint', () => {
  it('fills the email box in with the hinted email', async () => {
    const { text } = await signInPage({ login_hint: 'priya.shah@example.com' });
    expect(emailValue(text)).toBe('priya.shah@example.com');
    // Still the email step: nobody is signed in by a hint, a code has to be asked for and typed.
    expect(text).toContain('Send a sign-in code');
  });

  it('leaves the box empty without a hint, or with one that is no email', async () => {
    expect(emailValue((await signInPage({})).text)).toBe('');
    const odd = await signInPage({ login_hint: '"><script>alert(1)</script>' });
    expect(emailValue(odd.text)).toBe('');
    expect(odd.text).not.toContain('<script>alert(1)</script>');
  });

  it('sends no code and signs nobody in until the visitor asks', async () => {
    const { browser, interaction } = await signInPage({ login_hint: 'sam.hint@example.com' });
    expect(await readOutbox(t.db, 'sam.hint@example.com')).toHaveLength(0);
    // The code step cannot be reached by the hint alone.
    const code = await browser.request('GET', `${interaction}?step=code`);
    expect(code.text).not.toContain('Check your email');
  });
});
