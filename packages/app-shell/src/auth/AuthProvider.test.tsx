import { screen, waitFor } from '@testing-library/react';
import { authError, fakeAuthClient } from '../test-support/fake-auth-client';
import { renderShell } from '../test-support/render-shell';
import { useAuth } from './AuthProvider';

const jane = { sub: 'user_1', name: 'Jane Customer', email: 'jane.customer@brand.example' };

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>status: {auth.status}</p>
      <p>user: {auth.user?.email ?? 'nobody'}</p>
      <p>name: {auth.user?.given_name ?? 'none'}</p>
      <p>problem: {auth.problem ? `${auth.problem.kind} ${auth.problem.code ?? ''}` : 'none'}</p>
      <button type="button" onClick={() => void auth.signIn('/policies')}>
        sign in
      </button>
      <button type="button" onClick={() => void auth.signOut()}>
        sign out
      </button>
      <button type="button" onClick={() => auth.expireSession()}>
        expire
      </button>
      <button type="button" onClick={() => void auth.refreshUser()}>
        refresh
      </button>
      <button
        type="button"
        onClick={() =>
          void auth.getAccessToken().then(
            (token) => document.body.setAttribute('data-token', String(token)),
            () => document.body.setAttribute('data-token', 'rejected'),
          )
        }
      >
        token
      </button>
      <button
        type="button"
        onClick={() =>
          void auth
            .completeSignIn('http://localhost/callback?code=c&state=s')
            .then((to) => document.body.setAttribute('data-return-to', to))
        }
      >
        complete
      </button>
    </div>
  );
}

afterEach(() => {
  document.body.removeAttribute('data-token');
  document.body.removeAttribute('data-return-to');
});

describe('AuthProvider silent sign-in on load', () => {
  it('checks the session once and shows the signed-in user', async () => {
    const client = fakeAuthClient(jane);
    renderShell(<Probe />, { client });
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('user: jane.customer@brand.example')).toBeInTheDocument();
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(client.checkSession).toHaveBeenCalledTimes(1);
  });

  it('treats login_required as nobody signed in, not as an error', async () => {
    const client = fakeAuthClient(null);
    client.checkSession.mockRejectedValue(authError('login_required'));
    renderShell(<Probe />, { client });
    expect(await screen.findByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('user: nobody')).toBeInTheDocument();
    expect(screen.getByText('problem: none')).toBeInTheDocument();
  });

  it('reports any other silent sign-in failure as SIGN_IN_FAILED with its code', async () => {
    const client = fakeAuthClient(null);
    client.checkSession.mockRejectedValue(authError('invalid_grant'));
    renderShell(<Probe />, { client });
    expect(await screen.findByText('problem: SIGN_IN_FAILED invalid_grant')).toBeInTheDocument();
  });

  it('leaves the callback page to complete the redirect instead', async () => {
    window.history.pushState({}, '', '/callback?code=c&state=s');
    const client = fakeAuthClient(jane);
    renderShell(<Probe />, { client });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.checkSession).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });
});

describe('AuthProvider redirects', () => {
  it('signs in by redirect, carrying the route to return to', async () => {
    const client = fakeAuthClient(null);
    const { user } = renderShell(<Probe />, { client });
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    expect(client.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/policies' } });
  });

  it('completes the callback and returns the route the user started from', async () => {
    const client = fakeAuthClient(jane);
    client.handleRedirectCallback.mockResolvedValue({ appState: { returnTo: '/policies' } });
    const { user } = renderShell(<Probe />, { client });
    await user.click(screen.getByRole('button', { name: 'complete' }));
    await waitFor(() => expect(document.body).toHaveAttribute('data-return-to', '/policies'));
    expect(client.handleRedirectCallback).toHaveBeenCalledWith(
      'http://localhost/callback?code=c&state=s',
    );
    expect(screen.getByText('user: jane.customer@brand.example')).toBeInTheDocument();
  });

  it('never returns to another site after the callback', async () => {
    const client = fakeAuthClient(jane);
    client.handleRedirectCallback.mockResolvedValue({ appState: { returnTo: '//evil.example' } });
    const { user } = renderShell(<Probe />, { client });
    await user.click(screen.getByRole('button', { name: 'complete' }));
    await waitFor(() => expect(document.body).toHaveAttribute('data-return-to', '/'));
  });

  it('opens the unable-to-sign-in problem when the callback fails', async () => {
    const client = fakeAuthClient(null);
    client.handleRedirectCallback.mockRejectedValue(authError('access_denied'));
    const { user } = renderShell(<Probe />, { client });
    await user.click(screen.getByRole('button', { name: 'complete' }));
    expect(await screen.findByText('problem: SIGN_IN_FAILED')).toBeInTheDocument();
    await waitFor(() => expect(document.body).toHaveAttribute('data-return-to', '/'));
  });

  it('signs out at the identity server, back to the origin', async () => {
    const client = fakeAuthClient(jane);
    const { user } = renderShell(<Probe />, { client });
    await screen.findByText('user: jane.customer@brand.example');
    await user.click(screen.getByRole('button', { name: 'sign out' }));
    expect(client.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'http://localhost/' } });
  });
});

describe('AuthProvider tokens and expiry', () => {
  it('gives no token when nobody is signed in, without asking the SDK', async () => {
    const client = fakeAuthClient(null);
    const { user } = renderShell(<Probe />, { client });
    await screen.findByText('status: ready');
    await user.click(screen.getByRole('button', { name: 'token' }));
    await waitFor(() => expect(document.body).toHaveAttribute('data-token', 'null'));
    expect(client.getTokenSilently).not.toHaveBeenCalled();
  });

  it("gives the signed-in user's access token", async () => {
    const client = fakeAuthClient(jane, 'jwt-1');
    const { user } = renderShell(<Probe />, { client });
    await screen.findByText('user: jane.customer@brand.example');
    await user.click(screen.getByRole('button', { name: 'token' }));
    await waitFor(() => expect(document.body).toHaveAttribute('data-token', 'jwt-1'));
  });

  it('expires the session when no token can be had any more', async () => {
    const client = fakeAuthClient(jane);
    const { user } = renderShell(<Probe />, { client });
    await screen.findByText('user: jane.customer@brand.example');
    client.getTokenSilently.mockRejectedValue(authError('missing_refresh_token'));
    await user.click(screen.getByRole('button', { name: 'token' }));
    await waitFor(() => expect(document.body).toHaveAttribute('data-token', 'rejected'));
    expect(screen.getByText('problem: UNAUTHORIZED')).toBeInTheDocument();
    expect(screen.getByText('user: nobody')).toBeInTheDocument();
    expect(client.logout).toHaveBeenCalledWith({ openUrl: false });
  });

  it('signs out locally, with the session-expired problem, when the session expires', async () => {
    const client = fakeAuthClient(jane);
    const { user } = renderShell(<Probe />, { client });
    await screen.findByText('user: jane.customer@brand.example');
    await user.click(screen.getByRole('button', { name: 'expire' }));
    expect(screen.getByText('user: nobody')).toBeInTheDocument();
    expect(screen.getByText('problem: UNAUTHORIZED')).toBeInTheDocument();
    expect(client.logout).toHaveBeenCalledWith({ openUrl: false });
  });
});

describe('AuthProvider refreshUser', () => {
  it('reads the user from a new ID token, past the cache', async () => {
    const client = fakeAuthClient(jane);
    const { user } = renderShell(<Probe />, { client });
    expect(await screen.findByText('name: none')).toBeInTheDocument();
    // The merge brought the policyholder's name into the account after the sign-in.
    client.getUser.mockResolvedValue({ ...jane, given_name: 'Jane' });
    await user.click(screen.getByRole('button', { name: 'refresh' }));
    expect(await screen.findByText('name: Jane')).toBeInTheDocument();
    expect(client.getTokenSilently).toHaveBeenCalledWith({ cacheMode: 'off' });
  });

  it('signs out when no token can be had any more', async () => {
    const client = fakeAuthClient(jane);
    const { user } = renderShell(<Probe />, { client });
    await screen.findByText('user: jane.customer@brand.example');
    client.getTokenSilently.mockRejectedValue(authError('invalid_grant'));
    await user.click(screen.getByRole('button', { name: 'refresh' }));
    expect(await screen.findByText('problem: UNAUTHORIZED')).toBeInTheDocument();
    expect(screen.getByText('user: nobody')).toBeInTheDocument();
  });

  it('asks nothing when nobody is signed in', async () => {
    const client = fakeAuthClient(null);
    const { user } = renderShell(<Probe />, { client });
    await screen.findByText('status: ready');
    await user.click(screen.getByRole('button', { name: 'refresh' }));
    expect(client.getTokenSilently).not.toHaveBeenCalled();
  });
});
