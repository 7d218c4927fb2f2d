import { formById } from '@brand/config';
import { validate } from '@brand/forms';
import { type DisclosureContext, formContextFor, sectionsFor } from './disclosure-forms';
import type { ProposalRecord } from './proposal-record';

// Apart from proposals-service, so the missing-sections cache (which the service fills on every
// save) reads the same function without importing the service back.
/** The shown sections whose answers are not complete and valid, in journey order. */
export function missingSections(proposal: ProposalRecord, disclosure: DisclosureContext): string[] {
  const formContext = formContextFor(proposal, disclosure);
  return sectionsFor(proposal, disclosure)
    .filter(
      (section) =>
        Object.keys(validate(formById(section.formId), proposal.data, formContext)).length > 0,
    )
    .map((section) => section.id);
}
