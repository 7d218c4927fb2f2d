// What the phone-payment forms share (spec 001 "Admin settle failure"): the failure's message and
// when the pasted token was entered, which the platform holds to its 10-minute life.
import { isApiClientError } from '@brand/api-client';
import type { FormValues, Translate } from '@brand/forms';
import { useCallback, useRef } from 'react';

/** Failures with a message of their own, by the platform's `checkout.moto.<type>` code. */
export const MOTO_FAILURE_TYPES = ['timeout', 'incomplete'] as const;
/** The statuses whose problem the form shows; any other failure is the unknown error. */
export const MOTO_SHOWN_STATUSES = [400, 402] as const;

const MOTO_CODE_PREFIX = 'checkout.moto.';

function failureTypeOf(code: string | undefined): (typeof MOTO_FAILURE_TYPES)[number] | null {
  if (!code?.startsWith(MOTO_CODE_PREFIX)) return null;
  const type = code.slice(MOTO_CODE_PREFIX.length);
  return MOTO_FAILURE_TYPES.find((known) => known === type) ?? null;
}

/**
 * The error box's text for a failed phone payment: timeout or incomplete by their own key;
 * otherwise the platform's message (or the unknown error), with a declined card's code in
 * brackets. Only 400 and 402 are the form's to explain.
 */
export function motoFailureText(error: unknown, t: Translate): string {
  const unknown = t('admin.settle.errors.unknown');
  if (!isApiClientError(error) || error.status === undefined) return unknown;
  if (!(MOTO_SHOWN_STATUSES as readonly number[]).includes(error.status)) return unknown;
  const type = failureTypeOf(error.problem?.code);
  if (type) return t(`admin.settle.errors.${type}`);
  const message = error.problem?.detail ?? unknown;
  // A decline names its reason as the token's field error (moto-payments.ts `declined`).
  const code =
    error.status === 402
      ? error.fieldErrors.find((field) => field.path === 'token')?.message
      : undefined;
  return code ? t('admin.settle.errors.declined', { message, code }) : message;
}

/**
 * When the agent entered the current token (ISO), to send as `tokenCreatedAt`: a pasted token
 * was issued at or before it, so the platform's 10-minute rule never refuses a fresh one early.
 */
export function useTokenEnteredAt(): {
  onValuesChange: (values: FormValues) => void;
  enteredAt: () => string;
} {
  const entered = useRef<{ token: string; at: string } | null>(null);
  const onValuesChange = useCallback((values: FormValues) => {
    const token = typeof values.token === 'string' ? values.token.trim() : '';
    if (token && token !== entered.current?.token) {
      entered.current = { token, at: new Date().toISOString() };
    }
  }, []);
  const enteredAt = useCallback(() => entered.current?.at ?? new Date().toISOString(), []);
  return { onValuesChange, enteredAt };
}
