import { screen, waitFor, within } from '@testing-library/react';
import { useCookieConsent } from '../consent/cookie-consent-store';
import { fakeAuthClient } from '../test-support/fake-auth-client';
import { renderShell } from '../test-support/render-shell';
import { ShellFrame } from './ShellFrame';
import { ShellPage } from './ShellPage';

const jane = { sub: 'user_jane', given_name: 'Jane', family_name: 'Customer' };

function clearConsent() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the banner writes.
  document.cookie = 'cookieConsent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

beforeEach(clearConsent);
afterEach(clearConsent);

function ConsentReader() {
  const consent = useCookieConsent();
  return <p>consent is {String(consent)}</p>;
}

function page(cookieBanner: boolean) {
  return (
    <ShellFrame cookieBanner={cookieBanner}>
      <ShellPage title="Welcome">
        <ConsentReader />
      </ShellPage>
    </ShellFrame>
  );
}

function banner() {
  return screen.queryByRole('region', { name: 'Cookie consent' });
}

describe('the cookie banner of the customer portal', () => {
  it('asks an anonymous visitor, with rejecting and accepting side by side', async () => {
    renderShell(page(true), { client: fakeAuthClient(null) });
    const region = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Cookies on this site' }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Essential cookies only' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Accept analytics cookies' })).toBeVisible();
  });

  it('remembers a rejection by keyboard, hides, and tells the page’s readers', async () => {
    const { user } = renderShell(page(true), { client: fakeAuthClient(null) });
    const reject = await screen.findByRole('button', { name: 'Essential cookies only' });
    reject.focus();
    await user.keyboard('{Enter}');
    expect(banner()).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookieConsent=false');
    expect(screen.getByText('consent is false')).toBeInTheDocument();
  });

  it('remembers an acceptance', async () => {
    const { user } = renderShell(page(true), { client: fakeAuthClient(null) });
    await user.click(await screen.findByRole('button', { name: 'Accept analytics cookies' }));
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByText('consent is true')).toBeInTheDocument();
  });

  it('stays hidden once answered', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test seeds an earlier answer.
    document.cookie = 'cookieConsent=false; path=/';
    renderShell(page(true), { client: fakeAuthClient(null) });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(banner()).not.toBeInTheDocument();
  });

  it('asks again from the footer’s Cookie settings, taking focus to the banner', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test seeds an earlier answer.
    document.cookie = 'cookieConsent=true; path=/';
    const { user } = renderShell(page(true), { client: fakeAuthClient(null) });
    await user.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    const region = await screen.findByRole('region', { name: 'Cookie consent' });
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Essential cookies only' })).toHaveFocus(),
    );
    expect(screen.getByText('consent is undefined')).toBeInTheDocument();
  });

  it('opens the cookie policy from the banner in the help modal', async () => {
    const { user } = renderShell(page(true), { client: fakeAuthClient(null) });
    await user.click(await screen.findByRole('link', { name: 'Read our cookie policy' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie policy' })).toBeInTheDocument();
  });

  it('is not shown to a signed-in customer, who has no Cookie settings either', async () => {
    renderShell(page(true), { client: fakeAuthClient(jane) });
    await screen.findByRole('button', { name: 'JC Account menu' });
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
  });

  it('is not shown while silent sign-in has not answered', () => {
    const client = fakeAuthClient(null);
    client.checkSession.mockReturnValue(new Promise(() => {}));
    renderShell(page(true), { client });
    expect(banner()).not.toBeInTheDocument();
  });
});

describe('the frame of the admin console', () => {
  it('never shows the cookie banner nor Cookie settings', async () => {
    renderShell(page(false), { client: fakeAuthClient(null) });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('links the help pages, opened in the help modal, above the powered-by line', async () => {
    const { user } = renderShell(page(false), { client: fakeAuthClient(null) });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Powered by the Brand Insurance platform')).toBeInTheDocument();
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Contact us',
      'How your cover works',
      'Privacy policy',
      'Cookie policy',
    ]);
    await user.click(within(footer).getByRole('link', { name: 'How your cover works' }));
    expect(await screen.findByRole('dialog', { name: 'How your cover works' })).toBeInTheDocument();
  });

  it('is the powered-by line alone in a staff tool (the admin console)', () => {
    renderShell(
      <ShellFrame staffTool>
        <ShellPage title="Find a customer">
          <p>search</p>
        </ShellPage>
      </ShellFrame>,
      { client: fakeAuthClient(null) },
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(/^Powered by the Brand Insurance platform$/);
    expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('a page’s own help link', () => {
  it('opens its help page beside the title', async () => {
    const { user } = renderShell(
      <ShellFrame>
        <ShellPage title="Retrieve your quote" help="retrieve">
          <p>form</p>
        </ShellPage>
      </ShellFrame>,
      { client: fakeAuthClient(null) },
    );
    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('link', { name: 'Help' }));
    expect(
      await screen.findByRole('dialog', { name: 'Help with retrieving a quote' }),
    ).toBeInTheDocument();
  });
});

describe('the header’s link to a saved quote', () => {
  function framed(retrieveLink: boolean) {
    return (
      <ShellFrame retrieveLink={retrieveLink}>
        <ShellPage title="Welcome">
          <p>page</p>
        </ShellPage>
      </ShellFrame>
    );
  }

  it('takes a visitor of the customer portal to the retrieve page', async () => {
    renderShell(framed(true), { client: fakeAuthClient(null) });
    const header = await screen.findByRole('banner');
    const link = await within(header).findByRole('link', { name: 'Retrieve a saved quote' });
    expect(link).toHaveAttribute('href', '/retrieve');
  });

  it('is not there for a signed-in customer, nor in an app without visitors (the admin console)', async () => {
    renderShell(framed(true), { client: fakeAuthClient(jane) });
    expect(await screen.findByRole('button', { name: /JC/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retrieve a saved quote' })).toBeNull();
  });

  it('is not there where the app does not ask for it', async () => {
    renderShell(framed(false), { client: fakeAuthClient(null) });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retrieve a saved quote' })).toBeNull();
  });
});
