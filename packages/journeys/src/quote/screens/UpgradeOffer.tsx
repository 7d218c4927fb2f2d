// The drive-away's upgrade to flex (spec 000 §4 "A drive-away proposal can be upgraded to the
// monthly product on the upgrade page"): what the offer says, and the success page's link to it.
import { routerLink } from '@brand/app-shell';
import { formatCoverTime, paymentPlan, paymentPlanMessage } from '@brand/domain';
import type { Translate } from '@brand/forms/react';
import { AppLink, DefinitionList, type DefinitionRow } from '@brand/ui';
import { proposalPath } from '../proposal-model';
import type { Proposal } from '../quoteApi';

/** A drive-away's upsell that can still be bought, with a price and a start. */
export type OpenUpsell = {
  proposalCode: string;
  instalments: number[];
  scheduleType: string;
  startAt: string;
};

/**
 * The proposal's upsell while the platform still offers it (priced, not bought, the drive-away
 * neither ended nor cancelled), else null: a bought or lapsed upsell is not offered again.
 */
export function openUpsellOf(proposal: Pick<Proposal, 'upsellProposal'>): OpenUpsell | null {
  const upsell = proposal.upsellProposal;
  if (!upsell?.offered || !upsell.paymentSchedule || !upsell.startAt) return null;
  return {
    proposalCode: upsell.proposalCode,
    instalments: upsell.paymentSchedule.instalments,
    scheduleType: upsell.paymentSchedule.type,
    startAt: upsell.startAt,
  };
}

/**
 * The offer's price and start, as the quote words them: the price by the domain's payment plan
 * ("£x today, then £y a month" when the first payment differs), the start to the minute.
 */
export function upsellRows(upsell: OpenUpsell, t: Translate): DefinitionRow[] {
  const { key, params } = paymentPlanMessage(
    paymentPlan({
      type: upsell.scheduleType as Parameters<typeof paymentPlan>[0]['type'],
      instalments: upsell.instalments,
    }),
  );
  return [
    { id: 'upgrade-price', term: t('product.upgrade.priceLabel'), description: t(key, params) },
    {
      id: 'upgrade-start',
      term: t('product.upgrade.startsLabel'),
      description: t('product.upgrade.startsWhen', { start: formatCoverTime(upsell.startAt) }),
    },
  ];
}

/** The success page's offer: the flex price and start and a link to the upgrade page. */
export function UpgradeOffer({ proposal, t }: { proposal: Proposal; t: Translate }) {
  const upsell = openUpsellOf(proposal);
  if (!upsell) return null;
  return (
    <section aria-labelledby="upgrade-offer-title">
      <h2 id="upgrade-offer-title">{t('product.upgrade.title')}</h2>
      <p>{t('product.upgrade.body')}</p>
      <DefinitionList rows={upsellRows(upsell, t)} />
      <p>
        <AppLink href={proposalPath(proposal, 'upgrade')} renderLink={routerLink}>
          {t('product.upgrade.offerLink')}
        </AppLink>
      </p>
    </section>
  );
}
