import { routerLink, useAuth } from '@brand/app-shell';
import { formatGBP } from '@brand/domain';
import { AppLink, Button, Notification } from '@brand/ui';
import { ChatButton } from '../shared/ChatButton';
import { useJourneyLoad } from '../shared/journey-load';
import { longDate } from '../shared/proposal-model';
import { useJourneyDispatch, useJourneySelector } from '../shared/store';
import { useTexts } from '../shared/texts';
import { type RenewalBanner, renewalPath } from './renewal-routing';
import {
  initialRenewalBannersState,
  loadRenewalBanners,
  type OptedOutBanner,
  reactivateBanner,
  selectRenewalBannersState,
} from './renewalBannersSlice';

const actionsStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 24px',
  alignItems: 'center',
} as const;

function OptedIn({ banner }: { banner: Extract<RenewalBanner, { kind: 'optedIn' }> }) {
  const t = useTexts(banner.product);
  const date = longDate(banner.renewsAt);
  const amount = formatGBP(banner.renewalPremium);
  return (
    <Notification
      tone="info"
      announce={false}
      title={t('renewal.banner.optedIn.title', { date })}
      action={
        <div style={actionsStyle}>
          <AppLink href={renewalPath(banner.product, banner.proposalCode)} renderLink={routerLink}>
            {t('renewal.banner.optedIn.details')}
          </AppLink>
          <AppLink
            href={renewalPath(banner.product, banner.proposalCode, 'opt-out')}
            renderLink={routerLink}
          >
            {t('renewal.banner.optedIn.optOut')}
          </AppLink>
        </div>
      }
    >
      <p>
        {banner.currentPremium === null
          ? t('renewal.banner.optedIn.body', { date, amount })
          : t('renewal.banner.optedIn.premiumChange', {
              date,
              amount,
              current: formatGBP(banner.currentPremium),
            })}
      </p>
    </Notification>
  );
}

function OptedOut({ banner }: { banner: OptedOutBanner }) {
  const t = useTexts(banner.product);
  const dispatch = useJourneyDispatch();
  const state = useJourneySelector(selectRenewalBannersState).reactivation[banner.policyId];
  return (
    <Notification
      tone="warning"
      announce={false}
      title={t('renewal.banner.optedOut.title')}
      action={
        <Button
          variant="secondary"
          onClick={() => void dispatch(reactivateBanner(banner))}
          disabled={state === 'busy'}
        >
          {t('renewal.banner.optedOut.reactivate')}
        </Button>
      }
    >
      <p>
        {t('renewal.banner.optedOut.body', {
          date: longDate(banner.endsAt),
          amount: formatGBP(banner.monthlyPremium),
        })}
      </p>
      {state === 'failed' ? (
        <>
          <p role="alert">{t('renewal.banner.optedOut.reactivateFailed')}</p>
          <ChatButton
            context={{
              policyId: banner.policyId,
              error: t('renewal.banner.optedOut.reactivateFailed'),
            }}
          />
        </>
      ) : null}
    </Notification>
  );
}

/** Says the reactivated cover continues, in the banner's scheme's words. */
function Reactivated({ banner }: { banner: OptedOutBanner }) {
  const t = useTexts(banner.product);
  return (
    <Notification tone="success" announce>
      <p>{t('renewal.banner.optedOut.reactivated', { date: longDate(banner.endsAt) })}</p>
    </Notification>
  );
}

function Referral({ banner }: { banner: Extract<RenewalBanner, { kind: 'referral' }> }) {
  const t = useTexts(banner.product);
  return (
    <Notification
      tone="warning"
      announce={false}
      title={t('renewal.banner.referral.title')}
      action={
        <ChatButton
          context={{ policyId: banner.policyId, error: t('renewal.banner.referral.title') }}
        />
      }
    >
      <p>{t('renewal.banner.referral.body', { date: longDate(banner.endsAt) })}</p>
    </Notification>
  );
}

/**
 * The signed-in customer's renewal banners on home (spec 000 §4): opted in (the renewal date and
 * the premium's change, with the details and the opt-out), opted out (the cover ends; reactivating
 * at the stated monthly amount switches auto-renewal back on) and referral (the cover will end
 * on its anniversary). Nothing for a visitor.
 */
export function RenewalBanners() {
  const { status, user } = useAuth();
  const who = user?.sub ?? null;
  if (status !== 'ready' || !who) return null;
  // Keyed by the customer, so another customer's sign-in loads (and shows) only theirs.
  return <CustomerRenewalBanners key={who} who={who} />;
}

function CustomerRenewalBanners({ who }: { who: string }) {
  const requestId = useJourneyLoad(who, (dispatch) => dispatch(loadRenewalBanners()));
  const current = useJourneySelector(selectRenewalBannersState);
  const { banners, reactivated } =
    current.requestId === requestId ? current : initialRenewalBannersState;

  if (banners.length === 0 && !reactivated) return null;
  return (
    <div style={{ display: 'grid', gap: 16, marginBottom: 24 }}>
      {reactivated ? <Reactivated banner={reactivated} /> : null}
      {banners.map((banner) => {
        switch (banner.kind) {
          case 'optedIn':
            return <OptedIn key={banner.policyId} banner={banner} />;
          case 'optedOut':
            return <OptedOut key={banner.policyId} banner={banner} />;
          default:
            return <Referral key={banner.policyId} banner={banner} />;
        }
      })}
    </div>
  );
}
