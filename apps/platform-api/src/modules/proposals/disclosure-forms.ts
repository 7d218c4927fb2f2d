import {
  DISCLOSURE_SECTIONS_BY_ID,
  type DisclosureSection,
  disclosureSectionsFor,
  FEATURE_TOGGLE_SETTINGS,
  formById,
  productConfigForScheme,
  retailerExists,
  vehicleRegistrationForm,
} from '@brand/config';
import type { FormContext, FormDefinition, InputDefinition } from '@brand/forms';
import type { ProposalRecord } from './proposal-record';

/** What the disclosure forms are judged with: the proposal, who owns it, and when. */
export type DisclosureContext = { ownerIsAnonymous: boolean; now: Date };

/** The FormContext the server validates a proposal's forms with (the browser builds the same). */
export function formContextFor(proposal: ProposalRecord, context: DisclosureContext): FormContext {
  return {
    features: FEATURE_TOGGLE_SETTINGS,
    isAnonymous: context.ownerIsAnonymous,
    isAdmin: false,
    hasPolicy: false,
    schemeCode: proposal.schemeCode,
    promoCode: proposal.promoCode,
    retailerExists,
    now: context.now,
  };
}

/** The disclosure sections this proposal shows, in order (contact details only when anonymous). */
export function sectionsFor(
  proposal: ProposalRecord,
  context: DisclosureContext,
): DisclosureSection[] {
  const product = productConfigForScheme(proposal.schemeCode);
  return disclosureSectionsFor(product.disclosures.sections, {
    isAnonymous: context.ownerIsAnonymous,
    promoCode: proposal.promoCode,
  });
}

/**
 * Every form whose inputs a proposal's PATCH may set: the scheme's disclosure sections (all of
 * them, whoever owns it: a signed-in customer's contact details are the account's, but an agent
 * or the account-setup step still sets them), plus the registration asked before activation.
 */
export function editableForms(proposal: ProposalRecord): FormDefinition[] {
  const product = productConfigForScheme(proposal.schemeCode);
  const forms = product.disclosures.sections.map((section) => formById(section.formId));
  return [...forms, vehicleRegistrationForm];
}

/** The input a path names and the form it belongs to. */
export type OwnedInput = { form: FormDefinition; input: InputDefinition };

/**
 * The input at exactly `path` among the forms (a question loop is set whole). `hidden` inputs
 * are the platform's own copies of answers given elsewhere (the date of birth in later
 * sections): the input that asks the question owns the path.
 */
export function inputAt(forms: readonly FormDefinition[], path: string): OwnedInput | null {
  let hiddenMatch: OwnedInput | null = null;
  for (const form of forms) {
    for (const input of form.inputs) {
      if (input.name !== path) continue;
      if (input.type !== 'hidden') return { form, input };
      hiddenMatch ??= { form, input };
    }
  }
  return hiddenMatch;
}

/** The section a disclosure section id names (for error messages and the journey). */
export function sectionById(id: keyof typeof DISCLOSURE_SECTIONS_BY_ID): DisclosureSection {
  return DISCLOSURE_SECTIONS_BY_ID[id];
}
