import type { RedirectLoginOptions } from '@auth0/auth0-spa-js';

/** How a sign-in starts, beyond where it returns to. */
export interface SignInOptions {
  /**
   * The email address the sign-in page starts with (the one a buyer just gave), sent as OIDC's
   * `login_hint`, which Auth0 and the platform's own sign-in page both read. Only a hint: the
   * visitor can change it, and nobody is signed in without the emailed code. The sign-in page
   * checks it is an email address (the first load's bundle carries no email rules for this).
   */
  loginHint?: string;
}

/** The state the sign-in route carries through the identity server. */
export interface SignInAppState {
  /** The app's route to return to after signing in. */
  returnTo?: string;
}

/** Enough of an email's shape to be worth hinting; the sign-in page applies the real rule. */
const LOOKS_LIKE_EMAIL = /^[^\s@/]+@[^\s@/]+$/;

/** The Auth0 SDK's loginWithRedirect options for a sign-in returning to `returnTo`. */
export function loginRedirectOptions(
  returnTo: string,
  options: SignInOptions = {},
): RedirectLoginOptions<SignInAppState> {
  const hint = options.loginHint?.trim();
  return {
    appState: { returnTo },
    // The SDK merges these with the client's own authorizationParams (audience, scope, redirect).
    ...(hint && LOOKS_LIKE_EMAIL.test(hint) ? { authorizationParams: { login_hint: hint } } : {}),
  };
}
