// The drive-away success page's offer of the flex upsell (spec 000 §4): a link to the upgrade page.
import type { Translate } from '@brand/forms/react';
import { Link } from 'react-router';
import { proposalPath } from '../proposal-model';
import type { Proposal } from '../quoteApi';

/** The upsell's offer, or nothing when the proposal has no upsell still to buy. */
export function UpgradeOffer({ proposal, t }: { proposal: Proposal; t: Translate }) {
  const upsell = proposal.upsellProposal;
  if (upsell?.status !== 'QUOTE') return null;
  return (
    <section aria-labelledby="upgrade-offer-title">
      <h2 id="upgrade-offer-title">{t('journeys.upgrade.title')}</h2>
      <p>{t('journeys.upgrade.body')}</p>
      <Link to={proposalPath(proposal, 'upgrade')}>{t('journeys.upgrade.continue')}</Link>
    </section>
  );
}
