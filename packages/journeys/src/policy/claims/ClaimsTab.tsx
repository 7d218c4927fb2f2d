// The claims tab of a policy (spec 001 §2 "Claims tab"): the policy's claims, each with its type,
// insured name, date, reference and status badge (a pending claim shows the type Accident), or the
// no-claims message; beside them the claims contacts, the FAQ link and, when online claims are on
// and the policy has started, the button that opens the claims provider's first-notice form.
import { BRAND_CONTACT, FEATURE_TOGGLE_SETTINGS } from '@brand/config';
import { CLAIM_STATUS_TONES } from '@brand/domain';
import {
  type BrandTheme,
  Button,
  ErrorState,
  LoadingIndicator,
  mq,
  Notification,
  StatusBadge,
} from '@brand/ui';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useJourneyLoad } from '../../shared/journey-load';
import { longDate } from '../../shared/proposal-model';
import { browserLocation } from '../../shared/redirect';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import { type Claim, loadClaims, startOnlineClaim } from './claimsApi';
import { initialClaimsState, selectClaimsState } from './claimsSlice';

// The list, then the sidebar under it on a phone and beside it from the md breakpoint.
const Layout = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.xl}px;
  min-width: 0;
  ${mq('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;
});

const Section = styled.section(({ theme }) => {
  const { space, typeScale } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.sm}px;
  min-width: 0;
  > h2 {
    margin: 0;
    font-size: ${typeScale.h3.fontSize}px;
    line-height: ${typeScale.h3.lineHeight}px;
  }
  > p { margin: 0; }
`;
});

const ClaimList = styled.ul(({ theme }) => {
  const { space, colors, radii, fontWeights } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: ${space.xs}px;
    padding: ${space.md}px;
    border: 1px solid ${colors.borderSubtle};
    border-radius: ${radii.md}px;
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs}px;
    align-items: center;
    justify-content: space-between;
    font-weight: ${fontWeights.bold};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${space.xxs}px ${space.md}px;
    margin: 0;
  }
  dt { color: ${colors.textSecondary}; }
  dd { margin: 0; }
`;
});

const Aside = styled.aside(({ theme }) => {
  const { space, colors, radii, typeScale } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.sm}px;
  padding: ${space.md}px;
  border: 1px solid ${colors.borderSubtle};
  border-radius: ${radii.md}px;
  min-width: 0;
  overflow-wrap: anywhere;
  > h2 {
    margin: 0;
    font-size: ${typeScale.h3.fontSize}px;
    line-height: ${typeScale.h3.lineHeight}px;
  }
  > p { margin: 0; }
`;
});

/** Props of ClaimsTab: the policy the page frame loaded (policy-tab-pages.tsx). */
export interface ClaimsTabProps {
  policy: Pick<Policy, 'policyId' | 'policyNumber' | 'productUrlName' | 'policyDetail'>;
  /** The brand's online-claims toggle. @default FEATURE_TOGGLE_SETTINGS.externalClaimsReporting */
  onlineClaimsEnabled?: boolean;
  /** The moment the policy's start is judged against (stories and tests). @default now */
  now?: Date;
}

/** Loads and shows a policy's claims with the ways to make one. */
export function ClaimsTab({
  policy,
  onlineClaimsEnabled = FEATURE_TOGGLE_SETTINGS.externalClaimsReporting,
  now,
}: ClaimsTabProps) {
  const t = useTexts();
  const { policyNumber } = policy;
  const requestId = useJourneyLoad(policyNumber, (dispatch) =>
    dispatch(loadClaims({ policyNumber })),
  );
  const current = useJourneySelector(selectClaimsState);
  // Until this tab's own load has started, it shows what a tab that has loaded nothing shows.
  const state = current.requestId === requestId ? current : initialClaimsState;
  const started =
    new Date(policy.policyDetail.firstInceptedAt).getTime() <= (now ?? new Date()).getTime();

  return (
    <Layout>
      <Section aria-labelledby="claims-title">
        <h2 id="claims-title">{t('claims.title')}</h2>
        {state.loadStatus === 'failed' ? (
          <ErrorState heading={t('claims.loadFailed')} announce>
            {state.failure?.message ?? null}
          </ErrorState>
        ) : !state.claims ? (
          <LoadingIndicator label={t('claims.loading')} />
        ) : state.claims.length === 0 ? (
          <p>{t('claims.empty')}</p>
        ) : (
          <ClaimList aria-label={t('claims.listLabel')}>
            {state.claims.map((claim) => (
              <ClaimItem key={claim.claimReference} claim={claim} />
            ))}
          </ClaimList>
        )}
      </Section>
      <ClaimsSidebar policy={policy} online={onlineClaimsEnabled && started} />
    </Layout>
  );
}

function ClaimItem({ claim }: { claim: Claim }) {
  const t = useTexts();
  // A first notice has no type until the provider assesses it: it reads as an accident (spec 001 §2).
  const type =
    claim.status === 'PENDING'
      ? t('claims.pendingType')
      : (claim.claimType ?? t('claims.pendingType'));
  return (
    <li>
      <h3>
        <span>{type}</span>
        <StatusBadge tone={CLAIM_STATUS_TONES[claim.status]}>
          {t(`claims.status.${claim.status}`)}
        </StatusBadge>
      </h3>
      <dl>
        <dt>{t('claims.columns.insuredName')}</dt>
        <dd>{claim.insuredName}</dd>
        <dt>{t('claims.columns.occurredDate')}</dt>
        <dd>{longDate(claim.occurredDate)}</dd>
        <dt>{t('claims.columns.reference')}</dt>
        <dd>{claim.claimReference}</dd>
      </dl>
    </li>
  );
}

function ClaimsSidebar({ policy, online }: { policy: ClaimsTabProps['policy']; online: boolean }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const origin = browserLocation.origin();
      const { url } = await dispatch(
        startOnlineClaim({
          policyId: policy.policyId,
          origin,
          returnUrl: `${origin}${policyPagePath(policy, 'claims')}`,
        }),
      ).unwrap();
      browserLocation.assign(url);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  const telephone = BRAND_CONTACT.claimsTelephone;
  return (
    <Aside aria-labelledby="claims-contact-title">
      <h2 id="claims-contact-title">{t('claims.contact.title')}</h2>
      <p>
        {t('claims.contact.phone')} <a href={`tel:${telephone.replace(/\s+/g, '')}`}>{telephone}</a>
      </p>
      <p>
        {t('claims.contact.email')}{' '}
        <a href={`mailto:${BRAND_CONTACT.claimsEmail}`}>{BRAND_CONTACT.claimsEmail}</a>
      </p>
      {online ? (
        <>
          <p id={hintId}>{t('claims.makeAClaimOnlineHint')}</p>
          {failed ? (
            <Notification tone="critical">
              <p>{t('claims.startFailed')}</p>
            </Notification>
          ) : null}
          <div>
            <Button loading={busy} aria-describedby={hintId} onClick={() => void start()}>
              {t('claims.makeAClaimOnline')}
            </Button>
          </div>
        </>
      ) : null}
      <p>
        <a href={BRAND_CONTACT.claimsFaqUrl}>{t('claims.faq')}</a>
      </p>
    </Aside>
  );
}
