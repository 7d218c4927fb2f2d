// The policy page (spec 001 §2): `/{product}/policy/{policyId}/{tab}`, signed-in only. The frame
// loads the policy once, chooses its tabs from the domain's `policyTabs` and draws the tab's page
// from the tab map (policy-tab-pages.tsx). The old `/policy/{policyId}/*` (emails, payment return
// addresses) mounts the same screen without a product and is sent to the policy's own address.
import { policyVehicleName, ShellPage, useAuth } from '@brand/app-shell';
import { ConfigurationError, type PolicyTab } from '@brand/domain';
import { type BrandTheme, ErrorState, LoadingIndicator } from '@brand/ui';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useAnonymousMerge } from '../quote/useAnonymousMerge';
import { Failure } from '../shared/Failure';
import { useJourneyLoad } from '../shared/journey-load';
import { useJourneySelector } from '../shared/store';
import { SchemeTexts, useTexts } from '../shared/texts';
import { CancellationConfirmationPage, CancelRoutes } from './cancel';
import { ManagementRoutes } from './management/ManagementRoutes';
import { isManagementOffered, isManagementSegment } from './management/management-model';
import { PolicySignInPage } from './PolicySignInPage';
import { PolicyTabBar } from './PolicyTabBar';
import { policyPagePath, schemeOfPolicy, shownPolicyTabs } from './policy-page-model';
import { POLICY_SUB_PAGES } from './policy-sub-pages';
import { POLICY_TAB_PAGES } from './policy-tab-pages';
import { loadPolicy, type Policy } from './policyApi';
import { initialPolicyState, selectPolicyState } from './policySlice';
import { UpgradeOfferNotice } from './UpgradeOfferNotice';

/** Props of PolicyScreen. */
export interface PolicyScreenProps {
  /**
   * The scheme's `productUrlName` the route is mounted under; left out on the old `/policy/...`
   * route, which then goes to the policy's own address.
   */
  product?: string;
}

const Content = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.lg}px;
  min-width: 0;
`;
});

/** The policy page of a signed-in customer (or an agent acting for one); a visitor is offered sign-in. */
export function PolicyScreen({ product }: PolicyScreenProps) {
  const t = useTexts();
  const { status, user } = useAuth();
  const { policyId = '', '*': rest = '' } = useParams();
  // A policy bought before signing in joins the account by the merge: its page waits for it.
  const merged = useAnonymousMerge();
  if (status === 'loading') return <LoadingIndicator label={t('navigation.loading')} />;
  if (!user) return <PolicySignInPage />;
  if (!merged) return <LoadingIndicator label={t('policy.loading')} />;
  return <PolicyPage policyId={policyId} rest={rest} product={product} />;
}

function PolicyPage({
  policyId,
  rest,
  product,
}: {
  policyId: string;
  rest: string;
  product: string | undefined;
}) {
  const t = useTexts();
  const { search } = useLocation();
  const requestId = useJourneyLoad(policyId, (dispatch) => dispatch(loadPolicy({ policyId })));
  const current = useJourneySelector(selectPolicyState);
  // Until this page's own load has started, it shows what a page that has loaded nothing shows.
  const state = current.requestId === requestId ? current : initialPolicyState;
  const policy = state.policy;

  if (!policy) {
    return (
      <ShellPage
        focusOnNavigation
        title={t('policy.title')}
        upLink={{ text: t('policy.back'), href: '/' }}
      >
        {state.loadStatus === 'failed' ? (
          <Failure failure={state.failure} />
        ) : (
          <LoadingIndicator label={t('policy.loading')} />
        )}
      </ShellPage>
    );
  }

  let tabs: PolicyTab[];
  try {
    tabs = shownPolicyTabs(policy, POLICY_TAB_PAGES);
  } catch (error) {
    // A RENEWED policy is superseded by its renewal: showing it is a configuration error (spec 001 §8).
    if (!(error instanceof ConfigurationError)) throw error;
    return (
      <PolicyFrame policy={policy}>
        <ErrorState heading={t('policy.cannotShow.title')} announce>
          {t('policy.cannotShow.body')}
        </ErrorState>
      </PolicyFrame>
    );
  }

  const first = tabs[0];
  // Ended drive-away cover (VOIDED or NTU, no billing tab) has no tab to show.
  if (first === undefined) {
    return (
      <PolicyFrame policy={policy}>
        <p>{t('policy.noTabs')}</p>
      </PolicyFrame>
    );
  }
  const [segment = '', ...deeper] = rest.split('/').filter(Boolean);
  // Changing the policy (management, excess, add-ons) is for live cover, shown on pages of their own.
  const management = isManagementSegment(segment);
  if (product === policy.productUrlName && management && isManagementOffered(policy)) {
    return (
      <SchemeTexts scheme={schemeOfPolicy(policy)}>
        <ManagementRoutes policy={policy} segment={segment} rest={deeper} />
      </SchemeTexts>
    );
  }
  // Cancelling (spec 001 §2 "Cancel routes"): pages of their own, each sending a policy they do
  // not apply to back to its page.
  if (product === policy.productUrlName && segment === 'cancel') {
    return (
      <SchemeTexts scheme={schemeOfPolicy(policy)}>
        <CancelRoutes policy={policy} rest={deeper} />
      </SchemeTexts>
    );
  }
  if (
    product === policy.productUrlName &&
    segment === 'cancellation-confirmation' &&
    deeper.length === 0
  ) {
    return (
      <SchemeTexts scheme={schemeOfPolicy(policy)}>
        <CancellationConfirmationPage policy={policy} />
      </SchemeTexts>
    );
  }
  // A sub-route with its page (uploads, ...) is drawn in the frame, under the policy's address.
  const SubPage = Object.hasOwn(POLICY_SUB_PAGES, segment)
    ? POLICY_SUB_PAGES[segment as keyof typeof POLICY_SUB_PAGES]
    : undefined;
  if (SubPage && product === policy.productUrlName) {
    return (
      <PolicyFrame policy={policy}>
        <SubPage policy={policy} path={deeper} />
      </PolicyFrame>
    );
  }
  const tab = tabs.find((one) => one === segment);
  // The old address, another product's, an unknown or reserved sub-path, or a tab this policy does
  // not show: each goes to the policy's own address (the tab asked for, else the first tab; a
  // change not offered, the details tab where its links would be). The query stays with a tab (a
  // payment page's return to billing carries its outcome there).
  if (product !== policy.productUrlName || !tab || deeper.length > 0) {
    const target = tab ?? (management && tabs.includes('details') ? 'details' : first);
    return <Navigate replace to={`${policyPagePath(policy, target)}${tab ? search : ''}`} />;
  }
  const Page = POLICY_TAB_PAGES[tab];
  if (!Page) return null;
  return (
    <PolicyFrame policy={policy}>
      <UpgradeOfferNotice policy={policy} />
      <PolicyTabBar
        label={t('policy.tabs.label')}
        current={tab}
        tabs={tabs.map((id) => ({
          id,
          label: t(`policy.tabs.${id}`),
          href: policyPagePath(policy, id),
        }))}
      />
      <Page policy={policy} />
    </PolicyFrame>
  );
}

/** The page around a policy's tab: its car and number as the heading, in the scheme's texts. */
function PolicyFrame({ policy, children }: { policy: Policy; children: ReactNode }) {
  const t = useTexts();
  return (
    <SchemeTexts scheme={schemeOfPolicy(policy)}>
      <ShellPage
        focusOnNavigation
        title={policyVehicleName(policy) ?? t('policy.title')}
        subtitle={t('policy.number', { policyNumber: policy.policyNumber })}
        upLink={{ text: t('policy.back'), href: '/' }}
      >
        <Content>{children}</Content>
      </ShellPage>
    </SchemeTexts>
  );
}
