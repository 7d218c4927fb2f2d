// What a disclosure section's page is made of, apart from the page itself (the renewal journey
// edits sections too, and must not pull the buying journey's page into its chunk).
import type { DisclosureSection } from '@brand/config';
import { type FormValues, getValue } from '@brand/forms';
import type { ProgressStep } from '@brand/ui';
import type { ProposalChange } from '../quote/quoteApi';

/** The answers of a section's form as PATCH changes: one per input that has a value. */
export function sectionChanges(
  form: { inputs: readonly { name: string }[] },
  values: FormValues,
): ProposalChange[] {
  const changes: ProposalChange[] = [];
  for (const input of form.inputs) {
    const value = getValue(values, input.name);
    if (value !== undefined) changes.push({ path: input.name, value });
  }
  return changes;
}

/** The progress list's steps: answered sections are complete, the one on screen current. */
export function progressSteps(
  sections: readonly DisclosureSection[],
  current: string,
  missing: readonly string[],
  label: (section: DisclosureSection) => string,
  href: (section: DisclosureSection) => string,
): ProgressStep[] {
  return sections.map((section) => ({
    id: section.id,
    label: label(section),
    state:
      section.id === current ? 'current' : missing.includes(section.id) ? 'upcoming' : 'complete',
    ...(missing.includes(section.id) && section.id !== current ? {} : { href: href(section) }),
  }));
}
