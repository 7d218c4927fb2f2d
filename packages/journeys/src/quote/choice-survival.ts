// The customer's choices on a quote (payment schedule, optional covers) and which of them a new
// rating no longer offers (issue 15 point 3): a choice survives every re-rating unless the new
// quote cannot carry it, and then the customer is told what went and why, never silently moved.
import { NCB_PROTECTION_MIN_YEARS } from '@brand/domain';

/** The parts of a proposal the choices are read from (a subset of the API's Proposal). */
export interface QuotedProposal {
  data: Record<string, unknown>;
  quote?: {
    quoteId?: string;
    availablePaymentSchedules: readonly { type: string; active: boolean }[];
    coverOptions?: readonly { code: string; selected: boolean }[];
  } | null;
}

/** What the customer has chosen on a quote. */
export interface QuoteChoices {
  /** The quote they were made on: a new id means the proposal was rated again. */
  quoteId: string | null;
  /** The payment schedule shown: the unsaved choice, else the quote's active one. */
  schedule: string | null;
  /** The optional covers ticked. */
  covers: string[];
}

/** A choice the new quote no longer offers, with the translation key saying why and its values. */
export interface WithdrawnChoice {
  kind: 'schedule' | 'cover';
  /** The schedule type or the cover code. */
  code: string;
  /** Translation key of the sentence naming the choice and the reason. */
  reasonKey: string;
  /** Values of that sentence (the NCB rule's years). */
  params: Record<string, string | number>;
}

/** The no-claims discount (years) the proposal declares, or null when not answered. */
export function declaredNoClaimsYears(proposal: Pick<QuotedProposal, 'data'>): number | null {
  // Read directly, not with @brand/forms' getValue: the slice is in the product entry's first
  // load, which has no other use for the forms core.
  const vehicle = proposal.data.vehicle as { noClaimsDiscount?: unknown } | undefined;
  const years = vehicle?.noClaimsDiscount;
  return typeof years === 'number' ? years : null;
}

/** The choices of a quoted proposal, or null when it has no quote (a referral, not yet rated). */
export function choicesOf(
  proposal: QuotedProposal | null,
  unsavedSchedule: string | null,
): QuoteChoices | null {
  const quote = proposal?.quote;
  if (!quote || quote.availablePaymentSchedules.length === 0) return null;
  const offered = quote.availablePaymentSchedules.map((schedule) => schedule.type);
  return {
    quoteId: quote.quoteId ?? null,
    schedule:
      (unsavedSchedule !== null && offered.includes(unsavedSchedule) ? unsavedSchedule : null) ??
      quote.availablePaymentSchedules.find((schedule) => schedule.active)?.type ??
      null,
    covers: (quote.coverOptions ?? [])
      .filter((option) => option.selected)
      .map((option) => option.code),
  };
}

/** Why an optional cover is not offered on this proposal: its key and values. */
export function coverUnavailableReason(
  code: string,
  proposal: Pick<QuotedProposal, 'data'>,
): { key: string; params: Record<string, string | number> } {
  if (code === 'ncb_protection') {
    return {
      key: 'addOns.unavailable.ncbProtection',
      params: { minYears: NCB_PROTECTION_MIN_YEARS, years: declaredNoClaimsYears(proposal) ?? 0 },
    };
  }
  return { key: 'addOns.unavailable.other', params: {} };
}

/**
 * The choices made before (`before`) that the re-rated proposal no longer offers: a schedule that
 * is gone, a ticked cover no longer among the quote's options. A cover the customer unticked is
 * still offered, so it is not withdrawn.
 */
export function withdrawnChoices(
  before: QuoteChoices | null,
  after: QuotedProposal,
): WithdrawnChoice[] {
  const quote = after.quote;
  if (!before || !quote || quote.availablePaymentSchedules.length === 0) return [];
  const withdrawn: WithdrawnChoice[] = [];
  const schedules = quote.availablePaymentSchedules.map((schedule) => schedule.type);
  if (before.schedule !== null && !schedules.includes(before.schedule)) {
    withdrawn.push({
      kind: 'schedule',
      code: before.schedule,
      reasonKey: 'quote.choices.withdrawn.schedule',
      params: {},
    });
  }
  const offered = (quote.coverOptions ?? []).map((option) => option.code);
  for (const code of before.covers) {
    if (offered.includes(code)) continue;
    const reason = coverUnavailableReason(code, after);
    withdrawn.push({ kind: 'cover', code, reasonKey: reason.key, params: reason.params });
  }
  return withdrawn;
}

/**
 * The unsaved schedule choice to keep after the proposal was answered again: kept while the new
 * quote offers it and it differs from the saved (active) one; dropped otherwise (saved, or gone).
 */
export function unsavedScheduleAfter(
  unsaved: string | null,
  after: QuotedProposal | null,
): string | null {
  const schedules = after?.quote?.availablePaymentSchedules ?? [];
  if (unsaved === null) return null;
  if (!schedules.some((schedule) => schedule.type === unsaved)) return null;
  return schedules.find((schedule) => schedule.active)?.type === unsaved ? null : unsaved;
}
