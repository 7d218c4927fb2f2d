import type { DisclosureAnswers } from '@brand/config';

/** A person's name as the documents print it: first and last, or "No name" (spec 001 §5). */
export function personName(name: { firstName?: string; lastName?: string } | null | undefined) {
  const full = [name?.firstName, name?.lastName].filter((part) => part?.trim()).join(' ');
  return full === '' ? 'No name' : full;
}

/** The policyholder's name. */
export function policyholderName(answers: DisclosureAnswers): string {
  return personName(answers.policyholder?.name);
}

/** The additional drivers' names, in the order the policy lists them. */
export function additionalDriverNames(answers: DisclosureAnswers): string[] {
  const drivers = answers.additionalDrivers;
  if (!drivers?.answer) return [];
  return (drivers.items ?? []).map((driver) => personName(driver.name));
}

/** The car's registration mark as given, upper-cased; empty when none is there. */
export function registrationMark(answers: DisclosureAnswers): string {
  const vrn = answers.vehicle?.vrn;
  return typeof vrn === 'string' ? vrn.trim().toUpperCase() : '';
}

/** The car's make and model, as the vehicle lookup named it. */
export function carDescription(answers: DisclosureAnswers): string {
  const spec = answers.vehicle?.specification;
  return [spec?.make, spec?.model, spec?.trim].filter(Boolean).join(' ');
}
