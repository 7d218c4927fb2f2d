import { fakeAuthClient } from '@brand/app-shell/testing';
import { render, screen, waitFor } from '@testing-library/react';
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
