// The upgrade page: a drive-away proposal's upsell to flex (spec 000 §4).
import type { Translate } from '@brand/forms/react';
import { Button } from '@brand/ui';
import { useNavigate } from 'react-router';
import { JourneyPage } from '../../shared/JourneyPage';
import { proposalPath } from '../proposal-model';
import type { Proposal } from '../quoteApi';

/** The upgrade page: the drive-away proposal's upsell to flex (spec 000 §4). */
export function UpgradePage({ proposal, t }: { proposal: Proposal; t: Translate }) {
  const navigate = useNavigate();
  const upsell = proposal.upsellProposal;
  return (
    <JourneyPage title={t('journeys.upgrade.title')} t={t}>
      <p>{t('journeys.upgrade.body')}</p>
      {upsell ? (
        <Button onClick={() => navigate(`/flex/proposal/${upsell.proposalCode}`)}>
          {t('journeys.upgrade.continue')}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => navigate(proposalPath(proposal))}>
        {t('journeys.upgrade.skip')}
      </Button>
    </JourneyPage>
  );
}
