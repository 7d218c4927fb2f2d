import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakeAuthClient } from '../test-support/fake-auth-client';
import { renderShell } from '../test-support/render-shell';
import { CallbackPage, SignInPage } from './auth-pages';

function routes() {
  return (
    <Routes>
      <Route path="/" element={<p>home page</p>} />
      <Route path="/policies" element={<p>policies page</p>} />
      <Route path="/callback" element={<CallbackPage />} />
      <Route path="/sign-in" element={<SignInPage />} />
    </Routes>
  );
}

describe('the sign-in pages', () => {
  it('/callback completes the redirect once and goes where the user started', async () => {
    const client = fakeAuthClient({ sub: 'user_jane' });
    client.handleRedirectCallback.mockResolvedValue({ appState: { returnTo: '/policies' } });
    renderShell(routes(), { client, route: '/callback?code=c&state=s' });
    expect(await screen.findByText('policies page')).toBeInTheDocument();
    expect(client.handleRedirectCallback).toHaveBeenCalledTimes(1);
  });

  it('/sign-in sends nobody to the identity server, to come back home', async () => {
    const client = fakeAuthClient(null);
    renderShell(routes(), { client, route: '/sign-in' });
    expect(await screen.findByRole('status', { name: 'Signing you in…' })).toBeInTheDocument();
    await screen.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/' } });
  });

  it('/sign-in takes a signed-in user home', async () => {
    renderShell(routes(), { client: fakeAuthClient({ sub: 'user_jane' }), route: '/sign-in' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
