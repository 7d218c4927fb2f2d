import { fakeAuthClient } from '@brand/app-shell/testing';
import { render, screen, within } from '@testing-library/react';
import { App } from './App';

describe('the admin console', () => {
  it('lives under /admin and offers nobody signed in a sign-in page', async () => {
    window.history.pushState({}, '', '/admin/');
    const client = fakeAuthClient(null);
    render(<App authClient={client} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the agents’ console' }),
    ).toBeInTheDocument();
    expect(client.checkSession).toHaveBeenCalledTimes(1);
  });

  it('keeps its root address as /admin/, which the platform serves as the console', async () => {
    window.history.pushState({}, '', '/admin');
    render(<App authClient={fakeAuthClient(null)} />);
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the agents’ console' });
    expect(window.location.pathname).toBe('/admin/');
  });

  it('never asks about cookies: staff only, no cookie banner (spec 002 §1)', async () => {
    window.history.pushState({}, '', '/admin/');
    render(<App authClient={fakeAuthClient(null)} />);
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the agents’ console' });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('is a staff tool: its footer links no customer help pages', async () => {
    window.history.pushState({}, '', '/admin/');
    render(<App authClient={fakeAuthClient(null)} />);
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the agents’ console' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(footer).toHaveTextContent('Powered by the Brand Insurance platform');
  });
});
