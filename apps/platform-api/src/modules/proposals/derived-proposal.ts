import type { Sql } from '../../db/database';
import { newId } from '../../shared/ids';
import type { DisclosureContext } from './disclosure-forms';
import { missingSections } from './missing-sections';
import { rateForSave } from './proposal-quoting';
import type { ProposalRecord } from './proposal-record';
import { insertProposal, type ProposalUpdate } from './proposal-repository';
import { newExternalReference, saveProposal } from './proposals-service';

// The upsell (made by a drive-away bind) and the renewal (made by the renewal job) are both
// proposals derived from a policy: they are stored and rated here, the way every proposal is.

/** A proposal the platform derives from a policy, before it is stored. */
export type DerivedProposal = Pick<
  ProposalRecord,
  | 'ownerUserId'
  | 'ownerKind'
  | 'schemeCode'
  | 'brand'
  | 'kind'
  | 'data'
  | 'paymentSchedule'
  | 'voluntaryExcess'
  | 'optionalCovers'
  | 'autoRenewalEnabled'
  | 'sourceProposalId'
  | 'sourcePolicyId'
>;

/**
 * Stores a derived proposal and, when its answers are complete, rates it, exactly as a customer's
 * own proposal goes from INSUFFICIENT_ACCURACY to QUOTE or REFERRAL: same forms, same engine.
 */
export async function insertRatedProposal(
  tx: Sql,
  derived: DerivedProposal,
  disclosure: DisclosureContext,
): Promise<string> {
  const now = disclosure.now;
  const record: ProposalRecord = {
    ...derived,
    id: newId('P'),
    status: 'INSUFFICIENT_ACCURACY',
    source: null,
    externalReference: newExternalReference(),
    promoCode: null,
    currentQuoteId: null,
    verification: null,
    idCheck: null,
    policyId: null,
    startAt: null,
    endAt: null,
    version: 1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await insertProposal(tx, { ...record, at: now });
  const update: ProposalUpdate = {
    paymentSchedule: record.paymentSchedule,
    voluntaryExcess: record.voluntaryExcess,
    optionalCovers: record.optionalCovers,
    autoRenewalEnabled: record.autoRenewalEnabled,
  };
  const rated = rateForSave(record, missingSections(record, disclosure).length === 0, now);
  await saveProposal(tx, record, { ...update, ...rated.update }, now, rated.reasons, rated.quote);
  return record.id;
}
