// The drive-away's upgrade to flex (spec 000 §4 "A drive-away proposal can be upgraded to the
// monthly product on the upgrade page"): what the offer says, and the success page's link to it.
import { routerLink } from '@brand/app-shell';
import { formatCoverTime, paymentPlan, paymentPlanMessage } from '@brand/domain';
import type { Translate } from '@brand/forms';
import { AppLink, DefinitionList, type DefinitionRow } from '@brand/ui';
import { useId } from 'react';
import { proposalPath } from '../../shared/proposal-model';
import { useTexts } from '../../shared/texts';
import type { Proposal } from '../quoteApi';
import { type OpenUpsell, openUpsellOf } from '../upsell-offer';

export { type OpenUpsell, openUpsellOf };

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
export function UpgradeOffer({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  // Its own heading id: home may list the offers of more than one drive-away.
  const titleId = useId();
  const upsell = openUpsellOf(proposal);
  if (!upsell) return null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('product.upgrade.title')}</h2>
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
