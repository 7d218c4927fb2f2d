import { getValue } from '@brand/forms';
import type { PlatformContext } from '../../platform-context';
import { POLICY_TERMS } from './policy-term';
import { schemeUrlName } from './proposal-rating';
import type { ProposalRecord } from './proposal-record';
import { statusHistory } from './proposal-repository';
import { quoteView } from './proposal-view';
import { disclosureContext, missingSections, reasonText } from './proposals-service';
import { findQuote } from './quote-repository';

/** A proposal as GET /proposals/{id} answers it (spec 000 §3 Proposal). */
export async function proposalResponse(context: PlatformContext, proposal: ProposalRecord) {
  const { db } = context;
  const quote = proposal.currentQuoteId ? await findQuote(db, proposal.currentQuoteId) : null;
  const [policy] = proposal.policyId
    ? await db.query<{ policy_number: string }>(
        'SELECT policy_number FROM policies WHERE id = $1',
        [proposal.policyId],
      )
    : [];
  const [upsell] = await db.query<{ id: string; status: string }>(
    `SELECT id, status FROM proposals
      WHERE source_proposal_id = $1 AND kind = 'UPSELL' AND deleted_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    [proposal.id],
  );
  const history = await statusHistory(db, proposal.id);
  const referral = history.filter((h) => h.status === 'REFERRAL').at(-1);
  const disclosure = await disclosureContext(context, proposal);
  const data = proposal.data;
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
    missingSections: missingSections(proposal, disclosure),
    referralReasons:
      proposal.status === 'REFERRAL' && referral
        ? referral.reasons.map((code) => ({ code, text: reasonText(code, proposal) }))
        : [],
    startAt: proposal.startAt,
    endAt: proposal.endAt,
    policyTerm: POLICY_TERMS[schemeUrlName(proposal)],
    policyId: proposal.policyId,
    policyNumber: policy?.policy_number ?? null,
    autoRenewalEnabled: proposal.autoRenewalEnabled,
    eligibilityConfirmed: getValue(data, 'eligibilityConfirmed') === true,
    retailer: (getValue(data, 'retailer') as string | undefined) ?? null,
    orderNumber: (getValue(data, 'orderNumber') as string | undefined) ?? null,
    promotionTermsAccepted: getValue(data, 'promotionTermsAccepted') === true,
    renewalMonth: 0,
    verification: proposal.verification,
    idCheck: proposal.idCheck,
    upsellProposal: upsell ? { proposalCode: upsell.id, status: upsell.status } : null,
    sourceProposal: proposal.sourceProposalId ? { proposalCode: proposal.sourceProposalId } : null,
    sourcePolicy: proposal.sourcePolicyId ? { policyId: proposal.sourcePolicyId } : null,
    statusHistory: history,
    version: proposal.version,
    createdAt: proposal.createdAt,
    updatedAt: proposal.updatedAt,
  };
}
