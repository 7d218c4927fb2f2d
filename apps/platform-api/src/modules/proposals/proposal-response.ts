import type { Sql } from '../../db/database';
import type { PlatformContext } from '../../platform-context';
import type { DisclosureContext } from './disclosure-forms';
import { storedMissingSections } from './missing-sections-cache';
import { POLICY_TERMS } from './policy-term';
import { schemeUrlName } from './proposal-rating';
import type { ProposalRecord } from './proposal-record';
import { quoteView } from './proposal-view';
import { disclosureContext, reasonText } from './proposals-service';
import { findQuote, type StoredQuote } from './quote-repository';
import { sourcePolicyView } from './source-policy-view';
import { upsellProposalView } from './upsell-offer';

type ExtrasRow = {
  policy_number: string | null;
  upsell: { id: string; status: string } | null;
  history: { status: string; reasons: string[]; at: string }[] | null;
};

/** What a response shows besides the proposal row, in one query: policy, upsell, history. */
async function proposalExtras(db: Sql, proposal: ProposalRecord) {
  const [row] = await db.query<ExtrasRow>(
    `SELECT
       (SELECT policy_number FROM policies WHERE id = $2) AS policy_number,
       (SELECT json_build_object('id', id, 'status', status) FROM proposals
         WHERE source_proposal_id = $1 AND kind = 'UPSELL' AND deleted_at IS NULL
         ORDER BY created_at DESC LIMIT 1) AS upsell,
       (SELECT json_agg(json_build_object('status', status, 'reasons', reasons, 'at', at) ORDER BY id)
          FROM proposal_status_history WHERE proposal_id = $1) AS history`,
    [proposal.id, proposal.policyId],
  );
  return {
    policyNumber: row?.policy_number ?? null,
    upsell: row?.upsell ?? null,
    history: (row?.history ?? []).map((h) => ({ ...h, at: new Date(h.at).toISOString() })),
  };
}

/**
 * A proposal as GET /proposals/{id} answers it (spec 000 §3 Proposal). `preloadedQuote` is the
 * current quote when the caller loaded it already; undefined loads it. `judgedIn`: the context a
 * save judged the proposal in (one London day for the whole request); absent, it is made here.
 */
export async function proposalResponse(
  context: PlatformContext,
  proposal: ProposalRecord,
  preloadedQuote?: StoredQuote | null,
  judgedIn?: DisclosureContext,
) {
  const { db } = context;
  let quote = preloadedQuote;
  if (quote === undefined) {
    quote = proposal.currentQuoteId ? await findQuote(db, proposal.currentQuoteId) : null;
  }
  const { policyNumber, upsell, history } = await proposalExtras(db, proposal);
  const referral = history.filter((h) => h.status === 'REFERRAL').at(-1);
  const disclosure = judgedIn ?? (await disclosureContext(context, proposal));
  const data = proposal.data;
  const answers = data;
  return {
    proposalCode: proposal.id,
    status: proposal.status,
    kind: proposal.kind,
    source: proposal.source,
    schemeCode: proposal.schemeCode,
    productUrlName: schemeUrlName(proposal),
    brand: proposal.brand,
    externalReference: proposal.externalReference,
    promoCode: proposal.promoCode,
    data,
    quote: quote ? quoteView(proposal, quote) : null,
    missingSections: storedMissingSections(proposal, disclosure),
    referralReasons:
      proposal.status === 'REFERRAL' && referral
        ? referral.reasons.map((code) => ({ code, text: reasonText(code, proposal) }))
        : [],
    startAt: proposal.startAt,
    endAt: proposal.endAt,
    policyTerm: POLICY_TERMS[schemeUrlName(proposal)],
    policyId: proposal.policyId,
    policyNumber,
    autoRenewalEnabled: proposal.autoRenewalEnabled,
    eligibilityConfirmed: answers.eligibilityConfirmed === true,
    retailer: answers.retailer ?? null,
    orderNumber: answers.orderNumber ?? null,
    promotionTermsAccepted: answers.promotionTermsAccepted === true,
    renewalMonth: 0,
    verification: proposal.verification,
    idCheck: proposal.idCheck,
    upsellProposal: upsell ? await upsellProposalView(context, upsell.id, upsell.status) : null,
    sourceProposal: proposal.sourceProposalId ? { proposalCode: proposal.sourceProposalId } : null,
    sourcePolicy: await sourcePolicyView(context, proposal),
    statusHistory: history,
    version: proposal.version,
    createdAt: proposal.createdAt,
    updatedAt: proposal.updatedAt,
  };
}
