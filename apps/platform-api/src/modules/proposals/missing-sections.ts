import { type DisclosureSection, formById } from '@brand/config';
import {
  type FormContext,
  type FormDefinition,
  type FormValues,
  validate,
  watchedAnswerChanged,
} from '@brand/forms';
import { type DisclosureContext, formContextFor, sectionsFor } from './disclosure-forms';
import type { ProposalRecord } from './proposal-record';

// Apart from proposals-service, so the missing-sections cache (which the service fills on every
// save) reads the same functions without importing the service back.

/** Whether each shown section's answers are complete and valid, by section id. */
export type SectionValidity = ReadonlyMap<string, boolean>;

/** Judges one section's form on the answers: the seam tests count validations through. */
export type SectionCheck = (
  form: FormDefinition,
  values: FormValues,
  context: FormContext,
) => boolean;

const isSectionValid: SectionCheck = (form, values, context) =>
  Object.keys(validate(form, values, context)).length === 0;

/** A saved version's answers and the validity of its sections, judged in the same context. */
export interface JudgedAnswers {
  readonly data: FormValues;
  readonly validity: SectionValidity;
}

/**
 * The validity of each section the proposal shows. With the previous version's judged answers
 * (the same owner, scheme, promotion and London day), a section none of whose watched answers
 * changed (its own, and those of other sections it declares it reads) keeps its previous result
 * and is not validated again; the others, and every section with no previous result, are.
 */
export function sectionValidity(
  proposal: ProposalRecord,
  disclosure: DisclosureContext,
  previous?: JudgedAnswers,
  check: SectionCheck = isSectionValid,
): Map<string, boolean> {
  const formContext = formContextFor(proposal, disclosure);
  const validity = new Map<string, boolean>();
  for (const section of sectionsFor(proposal, disclosure)) {
    const form = formById(section.formId);
    const held = previous?.validity.get(section.id);
    const unchanged =
      previous !== undefined &&
      held !== undefined &&
      !watchedAnswerChanged(form, previous.data, proposal.data);
    validity.set(
      section.id,
      unchanged ? (held as boolean) : check(form, proposal.data, formContext),
    );
  }
  return validity;
}

/** The shown sections judged not complete and valid, in journey order. */
export function missingOf(
  proposal: ProposalRecord,
  disclosure: DisclosureContext,
  validity: SectionValidity,
): string[] {
  return sectionsFor(proposal, disclosure)
    .filter((section: DisclosureSection) => validity.get(section.id) !== true)
    .map((section) => section.id);
}

/** The shown sections whose answers are not complete and valid, in journey order. */
export function missingSections(proposal: ProposalRecord, disclosure: DisclosureContext): string[] {
  return missingOf(proposal, disclosure, sectionValidity(proposal, disclosure));
}
