import { listPolicies } from '@brand/api-client';
import { routerLink, useApiClient, useAuth } from '@brand/app-shell';
import { formatGBP } from '@brand/domain';
import { AppLink, Button, Notification } from '@brand/ui';
import { useCallback, useEffect, useState } from 'react';
import { longDate } from '../shared/proposal-model';
import { useTexts } from '../shared/texts';
import { type RenewalBanner, renewalBannerOf, renewalPath } from './renewal-routing';
import { reactivateRenewal } from './renewalApi';

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

function OptedOut({
  banner,
  onReactivated,
}: {
  banner: Extract<RenewalBanner, { kind: 'optedOut' }>;
  /** Called with the words saying the renewal is back on, in the banner's scheme. */
  onReactivated: (message: string) => void;
}) {
  const t = useTexts(banner.product);
  const api = useApiClient();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const reactivate = async () => {
    setState('busy');
    try {
      await reactivateRenewal(api, banner.policyId);
      setState('idle');
      onReactivated(t('renewal.banner.optedOut.reactivated', { date: longDate(banner.endsAt) }));
    } catch {
      setState('failed');
    }
  };
  return (
    <Notification
      tone="warning"
      announce={false}
      title={t('renewal.banner.optedOut.title')}
      action={
        <Button variant="secondary" onClick={() => void reactivate()} disabled={state === 'busy'}>
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
        <p role="alert">{t('renewal.banner.optedOut.reactivateFailed')}</p>
      ) : null}
    </Notification>
  );
}

function Referral({ banner }: { banner: Extract<RenewalBanner, { kind: 'referral' }> }) {
  const t = useTexts(banner.product);
  return (
    <Notification tone="warning" announce={false} title={t('renewal.banner.referral.title')}>
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
  const api = useApiClient();
  const { status, user } = useAuth();
  const [banners, setBanners] = useState<RenewalBanner[]>([]);
  const [reactivated, setReactivated] = useState<string | null>(null);
  const who = user?.sub ?? null;
  const load = useCallback(
    (signal?: AbortSignal) =>
      listPolicies(api, {}, signal ? { signal } : undefined).then(
        (policies) => {
          if (signal?.aborted || !Array.isArray(policies)) return;
          setBanners(policies.map(renewalBannerOf).filter((banner) => banner !== null));
        },
        () => undefined,
      ),
    [api],
  );
  useEffect(() => {
    if (status !== 'ready' || !who) {
      setBanners([]);
      return;
    }
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [status, who, load]);

  if (banners.length === 0 && !reactivated) return null;
  return (
    <div style={{ display: 'grid', gap: 16, marginBottom: 24 }}>
      {reactivated ? (
        <Notification tone="success" announce>
          <p>{reactivated}</p>
        </Notification>
      ) : null}
      {banners.map((banner) => {
        switch (banner.kind) {
          case 'optedIn':
            return <OptedIn key={banner.policyId} banner={banner} />;
          case 'optedOut':
            return (
              <OptedOut
                key={banner.policyId}
                banner={banner}
                onReactivated={(message) => {
                  setReactivated(message);
                  void load();
                }}
              />
            );
          default:
            return <Referral key={banner.policyId} banner={banner} />;
        }
      })}
    </div>
  );
}
