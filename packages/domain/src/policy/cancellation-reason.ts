import {
  CANCELLATION_REASON_SEPARATOR,
  CANCELLATION_REASONS,
  type CancellationReason,
  OTHER_CANCELLATION_REASON,
} from '../enums';

/** The longest free text an Other reason may carry, in characters after trimming (our limit; the spec sets none). */
export const CANCELLATION_OTHER_TEXT_MAX_LENGTH = 500;

/** A cancellation reason as the form holds it: a reason code and, for Other, free text. */
export type CancellationReasonInput = { reason?: unknown; otherText?: unknown };

/** A decoded stored reason: the code and, for Other, its free text. */
export type DecodedCancellationReason = { reason: CancellationReason; otherText?: string };

/** Why a cancellation reason is invalid. */
export type CancellationReasonProblem = 'required' | 'otherTextRequired' | 'otherTextTooLong';

function isCancellationReason(value: unknown): value is CancellationReason {
  return (CANCELLATION_REASONS as readonly unknown[]).includes(value);
}

/**
 * The reason as sent to the API: the code alone, or 'Other|free text' with the text trimmed.
 * Free text is dropped for any reason but Other, and a blank text leaves plain 'Other'.
 */
export function encodeCancellationReason(reason: CancellationReason, otherText?: string): string {
  const text = otherText?.trim() ?? '';
  if (reason !== OTHER_CANCELLATION_REASON || text === '') return reason;
  return `${reason}${CANCELLATION_REASON_SEPARATOR}${text}`;
}

/**
 * Reads a stored reason, splitting on the FIRST separator so free text may itself hold the
 * separator. Returns null for an unknown code or for free text after a code other than Other.
 */
export function decodeCancellationReason(value: unknown): DecodedCancellationReason | null {
  if (typeof value !== 'string') return null;
  const at = value.indexOf(CANCELLATION_REASON_SEPARATOR);
  const code = at === -1 ? value : value.slice(0, at);
  if (!isCancellationReason(code)) return null;
  if (at === -1) return { reason: code };
  if (code !== OTHER_CANCELLATION_REASON) return null;
  return { reason: code, otherText: value.slice(at + CANCELLATION_REASON_SEPARATOR.length) };
}

/** Null when the reason is valid, else why not: a known reason is required, and Other needs 1–500 characters of text. */
export function checkCancellationReason(
  input: CancellationReasonInput | null | undefined,
): CancellationReasonProblem | null {
  if (!isCancellationReason(input?.reason)) return 'required';
  if (input?.reason !== OTHER_CANCELLATION_REASON) return null;
  // Counted in UTF-16 units, as a textarea's maxlength counts them.
  const text = typeof input.otherText === 'string' ? input.otherText.trim() : '';
  if (text === '') return 'otherTextRequired';
  if (text.length > CANCELLATION_OTHER_TEXT_MAX_LENGTH) return 'otherTextTooLong';
  return null;
}

/** True when the cancellation form's reason may be submitted; never throws. */
export function isValidCancellationReason(
  input: CancellationReasonInput | null | undefined,
): boolean {
  return checkCancellationReason(input) === null;
}
