import {
  DISCLOSURE_SECTIONS_BY_ID,
  type DisclosureSection,
  disclosureSectionsFor,
  FEATURE_TOGGLE_SETTINGS,
  formById,
  productConfigForScheme,
  RENEWAL_FIXED_SECTIONS,
  retailerExists,
  vehicleRegistrationForm,
} from '@brand/config';
import { toLondonIsoDate } from '@brand/domain';
import {
  type FormContext,
  type FormDefinition,
  type FormValues,
  getValue,
  type InputDefinition,
  isInputVisible,
  pruneHiddenValues,
  setValue,
} from '@brand/forms';
import type { ProposalRecord } from './proposal-record';

/**
 * What the disclosure forms are judged with: the proposal, who owns it, and when; `byAdmin` when
 * an agent acting for the customer makes the change (they may edit read-only answers). Whether a
 * section is complete never depends on who asks, so only changes set it. `today` is the London
 * day of `now`, worked out once for a request (disclosureContextAt) and read by whatever keys on
 * the day; a context built without it has it worked out by londonDayOf.
 */
export type DisclosureContext = {
  ownerIsAnonymous: boolean;
  now: Date;
  today?: string;
  byAdmin?: boolean;
};

/** The context of one request: its instant, and its London day worked out once. */
export function disclosureContextAt(ownerIsAnonymous: boolean, now: Date): DisclosureContext {
  return { ownerIsAnonymous, now, today: toLondonIsoDate(now) };
}

/** The London day (YYYY-MM-DD) the context judges on: the date rules' "today". */
export function londonDayOf(context: DisclosureContext): string {
  return context.today ?? toLondonIsoDate(context.now);
}

/** The FormContext the server validates a proposal's forms with (the browser builds the same). */
export function formContextFor(proposal: ProposalRecord, context: DisclosureContext): FormContext {
  return {
    features: FEATURE_TOGGLE_SETTINGS,
    isAnonymous: context.ownerIsAnonymous,
    isAdmin: context.byAdmin === true,
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
    isRenewal: proposal.kind === 'RENEWAL',
  });
}

/**
 * Every form whose inputs a proposal's PATCH may set: the scheme's disclosure sections (all of
 * them, whoever owns it: a signed-in customer's contact details are the account's, but an agent
 * or the account-setup step still sets them), plus the registration asked before activation.
 */
export function editableForms(proposal: ProposalRecord): FormDefinition[] {
  const product = productConfigForScheme(proposal.schemeCode);
  // A renewal's fixed sections (its start date is the policy's anniversary) are not the
  // customer's to change.
  const forms = product.disclosures.sections
    .filter(
      (section) => proposal.kind !== 'RENEWAL' || !RENEWAL_FIXED_SECTIONS.includes(section.id),
    )
    .map((section) => formById(section.formId));
  return [...forms, vehicleRegistrationForm];
}

/** The input a path names and the form it belongs to. */
export type OwnedInput = { form: FormDefinition; input: InputDefinition };

/**
 * The input at exactly `path` among the forms (a question loop is set whole). One answer may be
 * asked by two forms (the retailer: before-we-begin on drive-away, the promotion on flex); the
 * input shown for these values owns it. `hidden` inputs are the platform's copies of answers
 * given elsewhere (the date of birth in later sections): the input asking the question owns it.
 */
export function inputAt(
  forms: readonly FormDefinition[],
  path: string,
  values: FormValues,
  context: FormContext,
): OwnedInput | null {
  const candidates = forms.flatMap((form) =>
    form.inputs.filter((input) => input.name === path).map((input) => ({ form, input })),
  );
  const asked = candidates.filter(({ input }) => input.type !== 'hidden');
  return (
    asked.find(({ input }) => isInputVisible(input, values, context)) ??
    asked[0] ??
    candidates[0] ??
    null
  );
}

/**
 * Drops the answers a form now hides (an occupation once retired), as the browser does, except
 * an answer another form still shows: that one is asked there and stays.
 */
export function pruneAcrossForms(
  forms: readonly FormDefinition[],
  form: FormDefinition,
  values: FormValues,
  context: FormContext,
): FormValues {
  const pruned = pruneHiddenValues(form, values, context);
  let result = pruned;
  for (const input of form.inputs) {
    const before = getValue(values, input.name);
    if (before === undefined || getValue(pruned, input.name) !== undefined) continue;
    const shownElsewhere = forms.some(
      (other) =>
        other !== form &&
        other.inputs.some((o) => o.name === input.name && isInputVisible(o, values, context)),
    );
    if (shownElsewhere) result = setValue(result, input.name, before);
  }
  return result;
}

/** The section a disclosure section id names (for error messages and the journey). */
export function sectionById(id: keyof typeof DISCLOSURE_SECTIONS_BY_ID): DisclosureSection {
  return DISCLOSURE_SECTIONS_BY_ID[id];
}
