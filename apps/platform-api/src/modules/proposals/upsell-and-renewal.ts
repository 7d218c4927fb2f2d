import { FLEX_SCHEME_CODE, formById, productConfigForScheme } from '@brand/config';
import { toLondonIsoDate } from '@brand/domain';
import { type FormValues, pruneHiddenValues, setValue } from '@brand/forms';
import type { Sql } from '../../db/database';
import type { Principal } from '../../http/principal';
import { ApiError, notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { newId } from '../../shared/ids';
import { currentPolicyVersion, findPolicy, type PolicyRecord } from '../policies/policy-repository';
import { withCoverContinuesFrom } from './cover-continuation';
import { type DisclosureContext, formContextFor } from './disclosure-forms';
import { rateForSave } from './proposal-quoting';
import { schemeUrlName } from './proposal-rating';
import type { ProposalRecord } from './proposal-record';
import { findProposal, insertProposal, type ProposalUpdate } from './proposal-repository';
import {
  disclosureContext,
  loadOwnedProposal,
  missingSections,
  newExternalReference,
  saveProposal,
} from './proposals-service';
import { insertQuote } from './quote-repository';

/** A proposal the platform derives from a policy, before it is stored. */
type DerivedProposal = Pick<
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
async function insertRatedProposal(
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
  if (rated.quote) await insertQuote(tx, rated.quote);
  await saveProposal(tx, record, { ...update, ...rated.update }, now, rated.reasons);
  return record.id;
}

/**
 * The answers of `data` a flex proposal keeps: every answer the flex forms still show, so the
 * drive-away-only ones (the retailer) go.
 */
function flexAnswers(data: FormValues, ownerUserId: string, disclosure: DisclosureContext) {
  const product = productConfigForScheme(FLEX_SCHEME_CODE);
  const flex = { schemeCode: FLEX_SCHEME_CODE, promoCode: null, ownerUserId } as ProposalRecord;
  const context = formContextFor(flex, disclosure);
  return product.disclosures.sections.reduce(
    (answers, section) => pruneHiddenValues(formById(section.formId), answers, context),
    data,
  );
}

/**
 * The UPSELL proposal a drive-away bind offers: flex cover for the same owner from the end of
 * the drive-away term, on the drive-away answers, rated when they are complete. Runs inside the
 * bind's transaction, so there is one upsell per drive-away policy.
 */
export async function createUpsellProposal(
  tx: Sql,
  driveaway: ProposalRecord,
  policy: Pick<PolicyRecord, 'id' | 'expiredAt'>,
  disclosure: DisclosureContext,
): Promise<string> {
  const answers = flexAnswers(driveaway.data, driveaway.ownerUserId, disclosure);
  const start = policy.expiredAt ?? driveaway.endAt;
  return insertRatedProposal(
    tx,
    {
      ownerUserId: driveaway.ownerUserId,
      ownerKind: driveaway.ownerKind,
      schemeCode: FLEX_SCHEME_CODE,
      brand: driveaway.brand,
      kind: 'UPSELL',
      // Flex takes over the instant drive-away cover ends (continuingCoverPeriod): the start date
      // is that day, and the instant is kept so the period is not 00:00 that day.
      data: start
        ? withCoverContinuesFrom(setValue(answers, 'startDate', toLondonIsoDate(start)), start)
        : answers,
      paymentSchedule: null,
      voluntaryExcess: 0,
      optionalCovers: [],
      autoRenewalEnabled: true,
      sourceProposalId: driveaway.id,
      sourcePolicyId: policy.id,
    },
    disclosure,
  );
}

/**
 * The RENEWAL proposal of a policy (for the renewal job): the current version's answers with
 * cover starting when the policy expires, the policy's choices, rated. A policy has one renewal
 * proposal; asking again returns it.
 */
export async function createRenewalProposal(
  context: PlatformContext,
  policyId: string,
): Promise<ProposalRecord> {
  const { db } = context;
  const policy = await findPolicy(db, policyId);
  if (!policy) throw notFound('Policy');
  if (policy.reviewType === 'NEVER' || policy.expiredAt === null) {
    throw new ApiError('conflict', 'This policy does not renew.', { code: 'policy.noRenewal' });
  }
  const version = await currentPolicyVersion(db, policy.id);
  const sold = await findProposal(db, policy.proposalId);
  if (!version || !sold) throw new Error(`Policy ${policy.id} has no version or proposal.`);
  const derived: DerivedProposal = {
    ownerUserId: policy.ownerUserId,
    // The policy's proposal was, and is, owned by the policy's owner.
    ownerKind: sold.ownerKind,
    schemeCode: policy.schemeCode,
    brand: sold.brand,
    kind: 'RENEWAL',
    data: setValue(version.data, 'startDate', toLondonIsoDate(policy.expiredAt)),
    paymentSchedule: sold.paymentSchedule,
    voluntaryExcess: sold.voluntaryExcess,
    optionalCovers: sold.optionalCovers,
    autoRenewalEnabled: policy.autoRenewalEnabled,
    sourceProposalId: null,
    sourcePolicyId: policy.id,
  };
  const disclosure = await disclosureContext(context, derived as ProposalRecord);
  const id = await db.transaction(async (tx) => {
    // The policy row's lock makes two runs of the job agree on one renewal.
    await tx.query('SELECT id FROM policies WHERE id = $1 FOR UPDATE', [policy.id]);
    const [existing] = await tx.query<{ id: string }>(
      `SELECT id FROM proposals
        WHERE source_policy_id = $1 AND kind = 'RENEWAL' AND deleted_at IS NULL
        ORDER BY created_at LIMIT 1`,
      [policy.id],
    );
    return existing?.id ?? insertRatedProposal(tx, derived, disclosure);
  });
  return (await findProposal(db, id)) as ProposalRecord;
}

/**
 * PUT /proposals/{id}/autoRenewal: whether cover bought from this proposal renews by itself. Flex
 * and renewal proposals only; a bound proposal's setting belongs to its policy.
 */
export async function setProposalAutoRenewal(
  context: PlatformContext,
  principal: Principal,
  id: string,
  enabled: boolean,
): Promise<ProposalRecord> {
  const proposal = await loadOwnedProposal(context.db, principal, id);
  if (schemeUrlName(proposal) === 'driveaway') {
    throw new ApiError('conflict', 'Drive-away cover does not renew.', {
      code: 'proposal.noRenewal',
    });
  }
  if (proposal.status === 'POLICY') {
    throw new ApiError(
      'conflict',
      'This proposal is already a policy: change renewal on the policy.',
      {
        code: 'proposal.notEditable',
      },
    );
  }
  if (proposal.autoRenewalEnabled !== enabled) {
    const now = context.clock.now();
    await context.db.transaction((tx) =>
      saveProposal(tx, proposal, { autoRenewalEnabled: enabled }, now),
    );
  }
  return (await findProposal(context.db, id)) as ProposalRecord;
}
