// The agent's effective-date answer (spec 001 §5) as an instant, or the rule it breaks as the
// message the modal shows with the policy's inception and expiry dates.
import {
  checkOtherEffectiveDate,
  EFFECTIVE_DATE_CHOICES,
  EFFECTIVE_DATE_WINDOW_DAYS,
  type EffectiveDateChoice,
  type EffectiveDatePolicy,
  formatCoverDay,
  londonDateTime,
  resolveEffectiveDate,
} from '@brand/domain';
import type { FormValues, Translate } from '@brand/forms';

/** The modal's answer: the instant the change takes effect, or why the date is refused. */
export type EffectiveDateAnswer = { effectiveAt: string } | { problem: string };

function choiceOf(value: unknown): EffectiveDateChoice | null {
  return (EFFECTIVE_DATE_CHOICES as readonly unknown[]).includes(value)
    ? (value as EffectiveDateChoice)
    : null;
}

/** The effective-date form's first values: immediately, with the inception day the rules compare to. */
export function effectiveDateInitialValues(policy: EffectiveDatePolicy): FormValues {
  const inception = policy.inceptedAt ? londonDateTime(policy.inceptedAt).toISODate() : null;
  return { choice: 'immediately', ...(inception ? { inceptionDate: inception } : {}) };
}

/**
 * The instant the agent's choice takes effect, or the refusal's message (each rule's own, naming
 * the inception or expiry date). The form checks most rules as it is typed; the expiry rule is
 * the domain's alone, so every rule is checked here again before anything is sent.
 */
export function effectiveDateAnswer(
  values: FormValues,
  policy: EffectiveDatePolicy,
  t: Translate,
  now: Date = new Date(),
): EffectiveDateAnswer {
  const choice = choiceOf(values.choice);
  if (!choice) return { problem: t('admin.effectiveDate.errors.invalid') };
  if (choice === 'other-date') {
    const problem = checkOtherEffectiveDate(values.otherDate, policy, now);
    if (problem) {
      return {
        problem: t(`admin.effectiveDate.errors.${problem}`, {
          inception: policy.inceptedAt ? formatCoverDay(policy.inceptedAt) : '',
          expiry: policy.expiredAt ? formatCoverDay(policy.expiredAt) : '',
          days: EFFECTIVE_DATE_WINDOW_DAYS,
        }),
      };
    }
  }
  try {
    return { effectiveAt: resolveEffectiveDate(choice, policy, values.otherDate as string, now) };
  } catch {
    // Backdating a policy without an inception date: nothing to backdate to.
    return { problem: t('admin.effectiveDate.errors.invalid') };
  }
}
