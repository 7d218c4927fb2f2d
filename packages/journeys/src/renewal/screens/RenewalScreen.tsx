import { ShellPage } from '@brand/app-shell';
import { disclosureSectionsFor } from '@brand/config';
import { LoadingIndicator } from '@brand/ui';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { SignedInOnly } from '../../account/SignedInOnly';
import { Failure } from '../../shared/Failure';
import { productOf, schemeOf } from '../../shared/proposal-model';
import { SchemeTexts, useTexts } from '../../shared/texts';
import {
  isRenewalOpen,
  type RenewalProposal,
  renewalPath,
  renewalScreenFor,
} from '../renewal-routing';
import { useRenewal } from '../useRenewal';
import { RenewalDisclosurePage } from './RenewalDisclosurePage';
import { RenewalOptOutPage } from './RenewalOptOutPage';
import { RenewalQuotePage, RenewalReferralPage, RenewalUnsupportedPage } from './RenewalPages';

/** The sections a renewal may edit: the proposal's, less those a renewal does not ask again. */
export function renewalSectionsOf(proposal: RenewalProposal) {
  return disclosureSectionsFor(productOf(proposal).disclosures.sections, {
    isAnonymous: false,
    promoCode: proposal.promoCode,
    isRenewal: true,
  });
}

function RenewalJourney() {
  const { proposalCode = '' } = useParams();
  const { state, saveAnswers, optOut } = useRenewal(proposalCode);
  const loaded = state.proposal?.proposalCode === proposalCode ? state.proposal : null;
  const t = useTexts(loaded ? schemeOf(loaded) : null);

  if (!loaded) {
    if (state.loadStatus === 'failed') {
      // An unknown proposal (or another customer's) goes home, as on the proposal route.
      const status = state.failure?.status;
      if (status === 404 || status === 403) return <Navigate to="/" replace />;
      return (
        <ShellPage focusOnNavigation title={t('journeys.loadFailed.title')}>
          <Failure failure={state.failure} />
        </ShellPage>
      );
    }
    return <LoadingIndicator label={t('journeys.loading')} />;
  }
  if (!isRenewalOpen(loaded)) return <Navigate to="/" replace />;

  const screen = renewalScreenFor(loaded.status);
  if (screen === 'unsupported') {
    return (
      <SchemeTexts scheme={schemeOf(loaded)}>
        <RenewalUnsupportedPage />
      </SchemeTexts>
    );
  }
  const sections = renewalSectionsOf(loaded);
  const base = renewalPath(schemeOf(loaded), loaded.proposalCode);
  const Index = screen === 'quote' ? RenewalQuotePage : RenewalReferralPage;
  return (
    <SchemeTexts scheme={schemeOf(loaded)}>
      <Routes>
        <Route index element={<Index proposal={loaded} />} />
        {loaded.status === 'POLICY' ? null : (
          <>
            <Route
              path="opt-out"
              element={
                <RenewalOptOutPage proposal={loaded} failure={state.failure} optOut={optOut} />
              }
            />
            <Route
              path="disclosure/:sectionId"
              element={
                <RenewalDisclosurePage
                  proposal={loaded}
                  sections={sections}
                  failure={state.failure}
                  saveAnswers={saveAnswers}
                />
              }
            />
            <Route
              path="disclosure"
              element={<Navigate to={`${base}/disclosure/${sections[0]?.id ?? ''}`} replace />}
            />
          </>
        )}
        <Route path="*" element={<Navigate to={base} replace />} />
      </Routes>
    </SchemeTexts>
  );
}

/**
 * The renewal route `/{product}/renewal/{proposalCode}/*` (spec 000 §2 "Renewal"): signed in only;
 * open only for a renewal whose renewal is not stopped and whose auto-renewal is on, otherwise
 * home. The index shows the renewal quote (QUOTE, POLICY) or the referral page (REFERRAL); an
 * expired or incomplete renewal is an error. `opt-out` and `disclosure/{sectionId}` under it.
 */
export function RenewalScreen() {
  return (
    <SignedInOnly>
      <RenewalJourney />
    </SignedInOnly>
  );
}
