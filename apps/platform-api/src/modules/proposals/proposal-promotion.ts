import { DISCLOSURE_PATHS, promotionFor } from '@brand/config';
import type { Principal } from '../../http/principal';
import { ApiError, notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { applyChanges } from './proposal-changes';
import type { ProposalRecord } from './proposal-record';
import {
  disclosureContext,
  invalidAnswers,
  loadOwnedProposal,
  patchProposal,
  saveProposal,
} from './proposals-service';

/** What activating a promotion asks (spec 000 §1): the retailer, the order number, the terms. */
export type PromotionActivation = {
  promotionActivationCode?: string | undefined;
  retailer: string;
  orderNumber: string;
  promotionTermsAccepted: boolean;
};

/**
 * Applies an active promotion to a flex proposal: its answers are validated by the promotion
 * form with the promotion's own order-number rule, saved, and a quote is re-rated so the free
 * months show at once. A promotion of another scheme, or one no longer running, is refused.
 */
export async function activatePromotion(
  context: PlatformContext,
  principal: Principal,
  id: string,
  promoCode: string,
  activation: PromotionActivation,
): Promise<ProposalRecord> {
  const proposal = await loadOwnedProposal(context.db, principal, id);
  const promotion = promotionFor(promoCode);
  if (!promotion) throw notFound('Promotion');
  const scheme = proposal.schemeCode === 'BRAND-FLEX' ? 'flex' : 'driveaway';
  if (!promotion.active || promotion.scheme !== scheme) {
    throw new ApiError('conflict', 'This promotion cannot be applied to this quote.', {
      code: 'promotion.notApplicable',
    });
  }
  const changes = [
    { path: DISCLOSURE_PATHS.retailer, value: activation.retailer },
    { path: DISCLOSURE_PATHS.orderNumber, value: activation.orderNumber },
    { path: DISCLOSURE_PATHS.promotionTermsAccepted, value: activation.promotionTermsAccepted },
  ];
  // Judged with the new code's order-number rule, before anything is written.
  const checked = await applyChanges(
    { ...proposal, promoCode: promotion.code },
    changes,
    await disclosureContext(context, proposal),
    context.integrations.vehicles,
  );
  if (checked.errors.length > 0) throw invalidAnswers(checked.errors);
  if (proposal.promoCode !== promotion.code) {
    await saveProposal(context.db, proposal, { promoCode: promotion.code }, context.clock.now());
  }
  const priced = proposal.status === 'QUOTE' || proposal.status === 'REFERRAL';
  const updated = await patchProposal(context, principal, id, {
    changes,
    applyRating: priced,
  });
  await context.db.query(
    `INSERT INTO proposal_promotions (proposal_id, promo_code, retailer, order_number, terms_accepted, activated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (proposal_id) DO UPDATE SET promo_code = $2, retailer = $3, order_number = $4,
       terms_accepted = $5, activated_at = $6`,
    [
      proposal.id,
      promotion.code,
      activation.retailer,
      activation.orderNumber,
      activation.promotionTermsAccepted,
      context.clock.now(),
    ],
  );
  return updated;
}
