import { fakeAuthClient } from '@brand/app-shell/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from './App';

describe('the customer portal', () => {
  it('starts with silent sign-in and shows the home page of nobody', async () => {
    const client = fakeAuthClient(null);
    render(<App authClient={client} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(client.checkSession).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByText('Powered by the Brand Insurance platform')).toBeInTheDocument();
  });

  it('asks a visitor about cookies and opens help from the header in the help modal', async () => {
    render(<App authClient={fakeAuthClient(null)} />);
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Essential cookies only' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Help' }));
    expect(await screen.findByRole('dialog', { name: 'Help centre' })).toBeInTheDocument();
    // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the answer it gave.
    document.cookie = 'cookieConsent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('loads the retrieve page with its route (split from the first load)', async () => {
    window.history.pushState({}, '', '/retrieve');
    render(<App authClient={fakeAuthClient(null)} />);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Retrieve your quote' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });

  it('loads a policy with its route (split from the first load), offering a visitor sign-in', async () => {
    window.history.pushState({}, '', '/flex/policy/POL-1/billing');
    render(<App authClient={fakeAuthClient(null)} />);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Sign in to see your policy' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/flex/policy/POL-1/billing');
    window.history.pushState({}, '', '/');
  });

  it('sends a visitor opening the account pages to sign in', async () => {
    for (const path of ['/account', '/account/phone']) {
      const client = fakeAuthClient(null);
      window.history.pushState({}, '', path);
      const view = render(<App authClient={client} />);
      await waitFor(() => expect(client.loginWithRedirect).toHaveBeenCalledTimes(1), {
        timeout: 10_000,
      });
      view.unmount();
    }
    window.history.pushState({}, '', '/');
  });
});
