/** Kinds of error the apps show a modal for. */
export const ERROR_KINDS = ['NETWORK', 'UNEXPECTED', 'UNAUTHORIZED', 'SIGN_IN_FAILED'] as const;
/** An error kind. */
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Error codes the sign-in service returns. */
export const AUTH_ERROR_CODES = [
  'login_required',
  'unauthorized',
  'missing_refresh_token',
  'invalid_grant',
] as const;
/** A sign-in error code. */
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** Sign-in errors that sign the user out instead of showing a modal. */
export const SIGN_OUT_AUTH_ERROR_CODES = [
  'login_required',
  'unauthorized',
] as const satisfies readonly AuthErrorCode[];

/** Status tones of badges, notifications and banners. */
export const STATUS_TONES = ['default', 'info', 'success', 'warning', 'critical'] as const;
/** A status tone. */
export type StatusTone = (typeof STATUS_TONES)[number];
