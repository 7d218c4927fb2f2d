// The drive-away policy page's link to its upgrade (issue 17 "Billing tab gaps", issue 15 point
// 7): while the platform still offers the drive-away's upsell (`upsellProposal` QUOTE), the page
// links to that monthly quote, on the subscription scheme the platform priced it on.

import { routerLink } from '@brand/app-shell';
import { enabledSchemes } from '@brand/config';
import { PRODUCT_KIND_OF_SCHEME } from '@brand/domain';
import { AppLink, Notification } from '@brand/ui';
import { useTexts } from '../shared/texts';
import type { Policy } from './policyApi';

type KindOf = keyof typeof PRODUCT_KIND_OF_SCHEME;

/** The address of a live drive-away's open upgrade quote, or null when none is offered. */
export function upgradeOfferPath(
  policy: Pick<Policy, 'productUrlName' | 'upsellProposal' | 'policyDetail'>,
): string | null {
  const live = ['ACTIVE', 'PENDING'].includes(policy.policyDetail.policyStatus);
  const driveAway = PRODUCT_KIND_OF_SCHEME[policy.productUrlName as KindOf] === 'DRIVEAWAY';
  const upsell = policy.upsellProposal;
  if (!live || !driveAway || upsell?.status !== 'QUOTE') return null;
  const monthly = enabledSchemes().find(
    (scheme) => PRODUCT_KIND_OF_SCHEME[scheme.productUrlName as KindOf] === 'SUBSCRIPTION',
  );
  return monthly ? `/${monthly.productUrlName}/proposal/${upsell.proposalCode}` : null;
}

/** The upgrade's notice with its link, or nothing when no upgrade is offered. */
export function UpgradeOfferNotice({ policy }: { policy: Policy }) {
  const t = useTexts();
  const href = upgradeOfferPath(policy);
  if (!href) return null;
  return (
    <Notification
      tone="info"
      announce={false}
      action={
        <AppLink href={href} renderLink={routerLink}>
          {t('policy.upgrade.link')}
        </AppLink>
      }
    >
      <p>{t('policy.upgrade.body')}</p>
    </Notification>
  );
}
