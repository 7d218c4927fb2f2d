import type { RedirectLoginOptions } from '@auth0/auth0-spa-js';
import { isValidEmail } from '@brand/domain';

/** How a sign-in starts, beyond where it returns to. */
export interface SignInOptions {
  /**
   * The email address the sign-in page starts with (the one a buyer just gave), sent as OIDC's
   * `login_hint`, which Auth0 and the platform's own sign-in page both read. Only a hint: the
   * visitor can change it, and nobody is signed in without the emailed code. Ignored unless it
   * is a valid email address.
   */
  loginHint?: string;
}

/** The state the sign-in route carries through the identity server. */
export interface SignInAppState {
  /** The app's route to return to after signing in. */
  returnTo?: string;
}

/** The Auth0 SDK's loginWithRedirect options for a sign-in returning to `returnTo`. */
export function loginRedirectOptions(
  returnTo: string,
  options: SignInOptions = {},
): RedirectLoginOptions<SignInAppState> {
  const hint = options.loginHint?.trim();
  return {
    appState: { returnTo },
    // The SDK merges these with the client's own authorizationParams (audience, scope, redirect).
    ...(hint && isValidEmail(hint) ? { authorizationParams: { login_hint: hint } } : {}),
  };
}
