import { toLondonIsoDate } from '@brand/domain';
import type { DisclosureContext } from './disclosure-forms';
import { missingSections } from './missing-sections';
import type { ProposalRecord } from './proposal-record';

// A saved proposal's missing sections change only with its version, its owner's kind and the
// London day (date rules read "today"): a read of an unchanged proposal skips the validation.
// Only saved records come here (read back, or exactly as written), so a version names one set
// of answers.
const MISSING_KEPT = 10_000;
const missingByVersion = new Map<string, readonly string[]>();

function keyOf(proposal: ProposalRecord, disclosure: DisclosureContext): string {
  const day = toLondonIsoDate(disclosure.now);
  return `${proposal.id}:${proposal.version}:${proposal.ownerKind}:${day}`;
}

/** Keeps what a save computed for the saved record. */
export function rememberMissingSections(
  proposal: ProposalRecord,
  disclosure: DisclosureContext,
  missing: readonly string[],
): void {
  if (missingByVersion.size >= MISSING_KEPT) missingByVersion.clear();
  missingByVersion.set(keyOf(proposal, disclosure), missing);
}

/** The missing sections of a saved proposal, computed once per version and day. */
export function storedMissingSections(
  proposal: ProposalRecord,
  disclosure: DisclosureContext,
): string[] {
  const key = keyOf(proposal, disclosure);
  let missing = missingByVersion.get(key);
  if (!missing) {
    missing = missingSections(proposal, disclosure);
    rememberMissingSections(proposal, disclosure, missing);
  }
  return [...missing];
}
