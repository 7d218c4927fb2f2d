// A buyer who just bought signs in with their email already filled in (issue 15 point 13): the
// sign-in call passes it as OIDC's login_hint, and only when it is an email address.
import { screen } from '@testing-library/react';
import { fakeAuthClient, renderShell } from '../test-support';
import { type SignInOptions, useAuth } from './AuthProvider';
import { loginRedirectOptions } from './sign-in-options';

function SignInButton({ options }: { options?: SignInOptions }) {
  const { signIn } = useAuth();
  return (
    <button type="button" onClick={() => void signIn('/', options)}>
      sign in
    </button>
  );
}

describe('signing in with the buyer’s email as a hint', () => {
  it('passes the email as login_hint, beside the return route', async () => {
    const client = fakeAuthClient(null);
    const { user } = renderShell(<SignInButton options={{ loginHint: 'priya@example.com' }} />, {
      client,
    });
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    expect(client.loginWithRedirect).toHaveBeenCalledWith({
      appState: { returnTo: '/' },
      authorizationParams: { login_hint: 'priya@example.com' },
    });
  });

  it('sends no hint when none is given', async () => {
    const client = fakeAuthClient(null);
    const { user } = renderShell(<SignInButton />, { client });
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    expect(client.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/' } });
  });

  it.each(['', '   ', 'not an email', 'https://elsewhere.example/'])(
    'drops a hint that is no email address (%p)',
    (loginHint) => {
      expect(loginRedirectOptions('/', { loginHint })).toEqual({ appState: { returnTo: '/' } });
    },
  );

  it('trims the hint', () => {
    expect(loginRedirectOptions('/policies', { loginHint: ' sam@example.com ' })).toEqual({
      appState: { returnTo: '/policies' },
      authorizationParams: { login_hint: 'sam@example.com' },
    });
  });
});
