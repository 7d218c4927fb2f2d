import { isValidEmail } from '@brand/domain';

/** The longest email address a hint may carry (RFC 5321's path limit). */
export const LOGIN_HINT_MAX_LENGTH = 254;

/**
 * The email address an app's `login_hint` suggests for the sign-in page (the Auth0 SDK passes it
 * through `authorizationParams.login_hint`, as Auth0's Universal Login reads it), or undefined.
 * It is only ever the email box's starting text: it signs nobody in (the emailed code still has
 * to be typed), it is no URL (so it cannot redirect anywhere), and anything that is not one valid
 * email address of sensible length is ignored rather than shown.
 */
export function emailFromLoginHint(hint: unknown): string | undefined {
  if (typeof hint !== 'string') return undefined;
  const email = hint.trim();
  if (email.length === 0 || email.length > LOGIN_HINT_MAX_LENGTH) return undefined;
  return isValidEmail(email) ? email : undefined;
}
