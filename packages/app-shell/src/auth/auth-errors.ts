import { AUTH_ERROR_CODES, type AuthErrorCode, SIGN_OUT_AUTH_ERROR_CODES } from '@brand/domain';

/** The sign-in error code (`error`) an Auth0 SDK error carries, when it is one of the catalogue's. */
export function authErrorCodeOf(error: unknown): AuthErrorCode | undefined {
  const code = (error as { error?: unknown } | null)?.error;
  return AUTH_ERROR_CODES.find((known) => known === code);
}

/**
 * True for the sign-in errors that mean "nobody is signed in any more" (login_required,
 * unauthorized): the user is signed out, and silent sign-in answers no user instead of failing.
 */
export function isSignOutError(error: unknown): boolean {
  const code = authErrorCodeOf(error);
  return (SIGN_OUT_AUTH_ERROR_CODES as readonly string[]).includes(code ?? '');
}
