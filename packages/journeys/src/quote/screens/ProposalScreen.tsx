import { ShellPage, useAuth } from '@brand/app-shell';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { Failure } from '../../shared/Failure';
import { JourneyLoadingPage } from '../../shared/JourneyLoadingPage';
import { proposalPath, schemeOf, sectionsOf } from '../../shared/proposal-model';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { SchemeTexts, useTexts } from '../../shared/texts';
import { isQuoteNotHere } from '../quote-not-here';
import { firstSectionToAnswer, screenForProposal } from '../quote-routing';
import { loadProposal } from '../quoteApi';
import { selectFailure, selectLoadStatus, selectProposal } from '../quoteSlice';
import { useAnonymousMerge } from '../useAnonymousMerge';
import { useProposalTracking } from '../useProposalTracking';
import { BeforeWeBegin } from './BeforeWeBegin';
import { QuoteModals } from './QuoteModals';

// Split by route: the entry and before-we-begin load first; the forms (and their engine), the
// quote and the later pages arrive with the route that shows them.
const afterQuote = () => import('./AfterQuotePages');
const AccountSetupPage = lazy(() => afterQuote().then((m) => ({ default: m.AccountSetupPage })));
const AddOnsPage = lazy(() => afterQuote().then((m) => ({ default: m.AddOnsPage })));
const UpgradePage = lazy(() => import('./UpgradePage').then((m) => ({ default: m.UpgradePage })));
const CheckoutRoutes = lazy(() =>
  import('../../checkout/CheckoutPages').then((m) => ({ default: m.CheckoutRoutes })),
);
const DisclosureSectionPage = lazy(() =>
  import('./DisclosureSectionPage').then((m) => ({ default: m.DisclosureSectionPage })),
);
const QuotePage = lazy(() => import('./QuotePage').then((m) => ({ default: m.QuotePage })));
const statusPages = () => import('./StatusPages');
const ExpiredPage = lazy(() => statusPages().then((m) => ({ default: m.ExpiredPage })));
const ReferralPage = lazy(() => statusPages().then((m) => ({ default: m.ReferralPage })));
const SuccessPage = lazy(() => statusPages().then((m) => ({ default: m.SuccessPage })));
// Shown only when a quote's address opens in a tab that does not hold it.
const QuoteNotHerePage = lazy(() =>
  import('./QuoteNotHerePage').then((m) => ({ default: m.QuoteNotHerePage })),
);
const SummaryPage = lazy(() => import('./SummaryPage').then((m) => ({ default: m.SummaryPage })));

/**
 * The proposal route `/{product}/proposal/{proposalCode}/*` (spec 000 §2): loads the proposal when
 * the code in the URL differs from the loaded one, then shows the pages of its status.
 */
export function ProposalScreen() {
  const { proposalCode = '' } = useParams();
  const { status: authStatus, user } = useAuth();
  const dispatch = useJourneyDispatch();
  const proposal = useJourneySelector(selectProposal);
  const loadStatus = useJourneySelector(selectLoadStatus);
  const failure = useJourneySelector(selectFailure);
  const loaded = proposal?.proposalCode === proposalCode ? proposal : null;
  const t = useTexts(loaded ? schemeOf(loaded) : null);
  // A quote made before signing in is merged first: read before that, it would look unknown.
  const merged = useAnonymousMerge();
  useProposalTracking(loaded?.proposalCode ?? null);

  useEffect(() => {
    if (authStatus !== 'ready' || !merged || proposal?.proposalCode === proposalCode) return;
    void dispatch(loadProposal(proposalCode));
  }, [authStatus, merged, proposalCode, proposal?.proposalCode, dispatch]);

  if (!loaded) {
    if (loadStatus === 'failed') {
      // A visitor's quote opened in another tab (no token of its own here) says how to get back
      // to it; for anyone signed in an unknown proposal goes home; anything else says so.
      if (isQuoteNotHere(user !== null, failure?.status)) {
        return (
          <Suspense fallback={<JourneyLoadingPage />}>
            <QuoteNotHerePage />
          </Suspense>
        );
      }
      if (failure?.status === 404 || failure?.status === 403) return <Navigate to="/" replace />;
      return (
        <ShellPage focusOnNavigation title={t('journeys.loadFailed.title')}>
          <Failure failure={failure} />
        </ShellPage>
      );
    }
    // The frame and a placeholder while the proposal loads, never a blank or blacked-out page.
    return <JourneyLoadingPage />;
  }

  const isAnonymous = user === null;
  const sections = sectionsOf(loaded, isAnonymous);
  const firstSection = firstSectionToAnswer(
    sections.map((section) => section.id),
    loaded.missingSections,
  );
  const disclosure = (
    <>
      <Route
        path="disclosure/:sectionId/*"
        element={
          <DisclosureSectionPage proposal={loaded} sections={sections} isAnonymous={isAnonymous} />
        }
      />
      <Route
        path="disclosure"
        element={<Navigate to={proposalPath(loaded, `disclosure/${firstSection ?? ''}`)} replace />}
      />
    </>
  );
  const home = <Route path="*" element={<Navigate to={proposalPath(loaded)} replace />} />;
  let routes: React.ReactNode;
  switch (screenForProposal(loaded)) {
    case 'beforeWeBegin':
      routes = (
        <>
          <Route index element={<BeforeWeBegin proposal={loaded} sections={sections} />} />
          {disclosure}
        </>
      );
      break;
    case 'quote':
      routes = (
        <>
          <Route index element={<QuotePage proposal={loaded} />} />
          <Route path="add-ons" element={<AddOnsPage proposal={loaded} />} />
          <Route path="account-setup" element={<AccountSetupPage proposal={loaded} />} />
          <Route path="summary" element={<SummaryPage proposal={loaded} />} />
          <Route path="checkout/*" element={<CheckoutRoutes proposal={loaded} />} />
          <Route path="upgrade" element={<UpgradePage proposal={loaded} />} />
          {disclosure}
        </>
      );
      break;
    case 'referral':
      routes = (
        <>
          <Route index element={<ReferralPage proposal={loaded} />} />
          {disclosure}
        </>
      );
      break;
    case 'expired':
      routes = <Route index element={<ExpiredPage proposal={loaded} />} />;
      break;
    case 'success':
      // The Direct Debit page of DUAL's mandate step returns to checkout/callback once the card
      // deposit has bound the proposal: the success page completes the mandate there.
      routes = (
        <>
          <Route index element={<SuccessPage proposal={loaded} />} />
          <Route path="checkout/callback" element={<SuccessPage proposal={loaded} />} />
          {/* A bought drive-away's upsell to flex (issue 15 point 7): its offer links here. */}
          <Route path="upgrade" element={<UpgradePage proposal={loaded} />} />
        </>
      );
      break;
    default:
      return <Navigate to="/" replace />;
  }
  return (
    <SchemeTexts scheme={schemeOf(loaded)}>
      <Suspense fallback={<JourneyLoadingPage />}>
        <Routes>
          {routes}
          {home}
        </Routes>
      </Suspense>
      <QuoteModals proposal={loaded} />
    </SchemeTexts>
  );
}
