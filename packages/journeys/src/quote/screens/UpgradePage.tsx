// The upgrade page: a drive-away proposal's upsell to flex (spec 000 §4).
import { ShellPage, useAuth } from '@brand/app-shell';
import { type BrandTheme, Button, DefinitionList, Notification } from '@brand/ui';
import styled from '@emotion/styled';
import { useNavigate } from 'react-router';
import { policyPagePath } from '../../policy/policy-page-model';
import { useTexts } from '../../shared/texts';
import type { Proposal } from '../quoteApi';
import { openUpsellOf, upsellRows } from './UpgradeOffer';

/** The page's buttons: apart from the price above them and from each other, wrapping on phones. */
const Actions = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `display: flex; flex-wrap: wrap; gap: ${space.sm}px ${space.md}px; margin-top: ${space.lg}px;`;
});

/**
 * The upgrade page: the flex upsell's monthly price and when it would start, a button to its flex
 * quote (bought through the flex checkout), and "No thanks" to where the customer's cover is kept:
 * their policy when signed in, else home. It never leads back here.
 */
export function UpgradePage({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  const navigate = useNavigate();
  const { user } = useAuth();
  const upsell = openUpsellOf(proposal);
  // The drive-away policy's own page (`/{product}/policy/{id}`), not the old address's redirect.
  const away =
    user && proposal.policyId
      ? policyPagePath({ productUrlName: proposal.productUrlName, policyId: proposal.policyId })
      : '/';
  return (
    <ShellPage focusOnNavigation title={t('product.upgrade.title')}>
      {upsell ? (
        <>
          <p>{t('product.upgrade.body')}</p>
          <DefinitionList rows={upsellRows(upsell, t)} />
          <Actions>
            <Button onClick={() => navigate(`/flex/proposal/${upsell.proposalCode}`)}>
              {t('product.upgrade.continue')}
            </Button>
            <Button variant="secondary" onClick={() => navigate(away)}>
              {t('product.upgrade.decline')}
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <Notification tone="info">
            <p>{t('product.upgrade.closed')}</p>
          </Notification>
          <Button onClick={() => navigate(away)}>{t('product.upgrade.home')}</Button>
        </>
      )}
    </ShellPage>
  );
}
