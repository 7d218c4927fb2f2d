// What the cancel pages decide from the policy alone (spec 001 §2 "Cancel routes", §4): the
// variant its rules give now (or none: not cancellable), and what the form's answers come to.
import {
  cancellationRulesOf,
  coolingOffCancellationForm,
  productConfigFor,
  standardCancellationForm,
} from '@brand/config';
import {
  type CancellationType,
  cancelDateWindow,
  cancelDateWindowDays,
  cancellationVariant,
  type DateInput,
  startOfLondonDay,
} from '@brand/domain';
import type { FormDefinition, FormValues } from '@brand/forms';
import { optOutReasonOf } from '../../renewal/renewalApi';
import type { Policy } from '../policyApi';

/** The cancel routes' sub-paths under `cancel`. */
export type CancelRoute = 'form' | 'confirm' | 'unknown';

/** The cancel page a sub-path names. */
export function cancelRouteOf(rest: readonly string[]): CancelRoute {
  if (rest.length === 0) return 'form';
  if (rest.length === 1 && rest[0] === 'confirm') return 'confirm';
  return 'unknown';
}

/**
 * How the policy may be cancelled now: CoolingOff (a reason only) while a cooling-off period is
 * open, else the product's rule (Standard: a reason and a day), or null when it may not be.
 */
export function cancelVariantOf(
  policy: Pick<Policy, 'productUrlName' | 'policyDetail'>,
  now: DateInput = new Date(),
): CancellationType | null {
  return cancellationVariant(
    policy,
    cancellationRulesOf(productConfigFor(policy.productUrlName)),
    now,
  );
}

/**
 * The cancellation form of the variant. Under a Standard rule its date picker offers exactly the
 * days the platform accepts: the domain's cancel-date window (today up to the lesser of the
 * product's deferral and the days left to expiry; one day for a pending policy), the rule the
 * platform judges the chosen day by.
 */
export function cancelFormOf(
  policy: Pick<Policy, 'productUrlName' | 'policyDetail'>,
  variant: CancellationType,
  now: DateInput = new Date(),
): FormDefinition {
  if (variant === 'CoolingOff') return coolingOffCancellationForm;
  const { daysToDefer } = productConfigFor(policy.productUrlName).cancellation;
  const daysOffered = cancelDateWindowDays(cancelDateWindow(policy, daysToDefer, now));
  return {
    ...standardCancellationForm,
    inputs: standardCancellationForm.inputs.map((input) =>
      input.type === 'datePicker' ? { ...input, meta: { ...input.meta, daysOffered } } : input,
    ),
  } as FormDefinition;
}

/** What the confirm page is handed in navigation state: the encoded reason and when cover ends. */
export type CancelChoice = {
  reason: string;
  /** 00:00 London on the chosen day, ISO; null: at once. */
  effectiveAt: string | null;
};

/**
 * The form's answers as the confirm page takes them: the reason as sent ('Other|text'), and the
 * chosen day as 00:00 London on it, or null when it is today or none was asked (at once).
 */
export function cancelChoiceOf(values: FormValues, now: DateInput = new Date()): CancelChoice {
  const day = typeof values.effectiveAt === 'string' ? values.effectiveAt : null;
  const start = day ? startOfLondonDay(day) : null;
  const later = start !== null && start > startOfLondonDay(now);
  return {
    reason: optOutReasonOf(values),
    effectiveAt: later && start ? (start.toUTC().toISO() as string) : null,
  };
}

/** True when navigation state is a CancelChoice (a reload or a typed address has none). */
export function isCancelChoice(value: unknown): value is CancelChoice {
  if (typeof value !== 'object' || value === null) return false;
  const choice = value as Record<string, unknown>;
  return (
    typeof choice.reason === 'string' &&
    (choice.effectiveAt === null || typeof choice.effectiveAt === 'string')
  );
}
