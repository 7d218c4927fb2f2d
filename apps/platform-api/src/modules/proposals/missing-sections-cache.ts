import { type DisclosureContext, londonDayOf } from './disclosure-forms';
import { missingOf, type SectionValidity, sectionValidity } from './missing-sections';
import type { ProposalRecord } from './proposal-record';

// A saved proposal's sections are judged again only when its version, its owner's kind, its
// scheme, its promotion or the London day (date rules read "today") changes: a read of an
// unchanged proposal skips the validation, and a save judges again only the sections whose
// watched answers it changed, taking the others from the version it saved over. Only saved
// records come here (read back, or exactly as written), so a version names one set of answers.
const VERSIONS_KEPT = 10_000;
const validityByVersion = new Map<string, SectionValidity>();

// What a section's result depends on besides its answers: the form context's inputs.
function judgedIn(proposal: ProposalRecord, disclosure: DisclosureContext): string {
  const promotion = proposal.promoCode ?? '';
  return `${proposal.ownerKind}:${proposal.schemeCode}:${promotion}:${londonDayOf(disclosure)}`;
}

function keyOf(proposal: ProposalRecord, disclosure: DisclosureContext): string {
  return `${proposal.id}:${proposal.version}:${judgedIn(proposal, disclosure)}`;
}

/** Keeps what a save judged for the record it saved (once saved: a refused save keeps nothing). */
export function rememberSectionValidity(
  saved: ProposalRecord,
  disclosure: DisclosureContext,
  validity: SectionValidity,
): void {
  if (validityByVersion.size >= VERSIONS_KEPT) validityByVersion.clear();
  validityByVersion.set(keyOf(saved, disclosure), validity);
}

/**
 * The sections' validity for the answers a save is about to write over `before`, judging again
 * only what the save can have changed: a section whose watched answers are as `before` held them
 * keeps `before`'s result. With nothing remembered of `before` in the same context (another
 * instance saved it, the cache was cleared, the day turned), every section is judged.
 */
export function validityAfterChanges(
  before: ProposalRecord,
  next: ProposalRecord,
  disclosure: DisclosureContext,
): SectionValidity {
  const previous =
    judgedIn(before, disclosure) === judgedIn(next, disclosure)
      ? validityByVersion.get(keyOf(before, disclosure))
      : undefined;
  return sectionValidity(next, disclosure, previous && { data: before.data, validity: previous });
}

/** The missing sections of a saved proposal, computed once per version and day. */
export function storedMissingSections(
  proposal: ProposalRecord,
  disclosure: DisclosureContext,
): string[] {
  let validity = validityByVersion.get(keyOf(proposal, disclosure));
  if (!validity) {
    validity = sectionValidity(proposal, disclosure);
    rememberSectionValidity(proposal, disclosure, validity);
  }
  return missingOf(proposal, disclosure, validity);
}
