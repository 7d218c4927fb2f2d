import { screen, within } from '@testing-library/react';
import { useAuth } from '../auth/AuthProvider';
import { authError, fakeAuthClient } from '../test-support/fake-auth-client';
import { renderShell } from '../test-support/render-shell';
import { SessionModals } from './SessionModals';

function Expire() {
  const { expireSession, status } = useAuth();
  return status === 'ready' ? (
    <button type="button" onClick={expireSession}>
      expire
    </button>
  ) : null;
}

describe('the session modals', () => {
  it('says the session expired, with Sign in, once the user is signed out', async () => {
    const client = fakeAuthClient({ sub: 'user_jane' });
    const { user } = renderShell(
      <>
        <Expire />
        <SessionModals />
      </>,
      { client },
    );
    await user.click(await screen.findByRole('button', { name: 'expire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your session has expired.' });
    expect(dialog).toHaveTextContent('For your security we have signed you out.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(client.loginWithRedirect).toHaveBeenCalledTimes(1);
  });

  it('says it was unable to sign the user in when sign-in failed', async () => {
    const client = fakeAuthClient(null);
    client.checkSession.mockRejectedValue(authError('server_error'));
    const { user } = renderShell(<SessionModals />, { client });
    const dialog = await screen.findByRole('dialog', { name: 'We were unable to sign you in.' });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
  });

  it('asks to sign in again when the refresh token was refused', async () => {
    const client = fakeAuthClient(null);
    client.checkSession.mockRejectedValue(authError('invalid_grant'));
    renderShell(<SessionModals />, { client });
    const dialog = await screen.findByRole('dialog', { name: 'Please sign in again.' });
    expect(dialog).toHaveTextContent('Your sign-in link has expired or has already been used.');
  });
});
