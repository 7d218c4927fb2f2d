import { ShellPage, useAuth } from '@brand/app-shell';
import { BEFORE_WE_BEGIN, schemeByUrlName } from '@brand/config';
import type { SchemeUrlName } from '@brand/domain';
import { LoadingIndicator } from '@brand/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Failure } from '../../shared/Failure';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { SchemeTexts, useTexts } from '../../shared/texts';
import { driveawayRefusalOfFailure } from '../driveaway-refusal';
import { startProposal } from '../quoteApi';
import { selectFailure } from '../quoteSlice';
import { BeforeWeBeginPage } from './BeforeWeBeginPage';

// The refusal's words and actions load only when a refusal is met: the product entry is the
// first load, within its budget (ADR 0009).
const DriveawayRefusalPanel = lazy(() =>
  import('./DriveawayRefusalContent').then((m) => ({ default: m.DriveawayRefusalPanel })),
);

/**
 * The product entry `/{product}` (spec 000 §2): what to have to hand, and "Start my quote". Opening
 * it creates nothing (a crawler or a returning visitor would fill the database): the start creates
 * the visitor's session and a proposal of the scheme (with the URL's promo code) once sign-in has
 * settled, then goes to the proposal's first section, with the proposal's own address in history.
 */
export function ProductEntry({ product }: { product: SchemeUrlName }) {
  const t = useTexts(product);
  const { status } = useAuth();
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const failure = useJourneySelector(selectFailure);
  // Asked for before sign-in settled, the start waits for it: a signed-in customer's proposal is
  // made theirs, never a visitor's.
  const [startAsked, setStartAsked] = useState(false);
  const started = useRef(false);
  const scheme = schemeByUrlName(product);
  const promoCode = search.get('promoCode') ?? search.get('promo');

  useEffect(() => {
    if (!startAsked || status !== 'ready' || !scheme || scheme.disabled || started.current) return;
    started.current = true;
    void dispatch(startProposal({ schemeCode: scheme.schemeCode, promoCode }))
      .unwrap()
      .then((proposal) => {
        // Back from the first section is the proposal's own start, which creates nothing more;
        // the proposal's `disclosure` route goes on to its first section to answer.
        const path = `/${product}/proposal/${proposal.proposalCode}`;
        navigate(path, { replace: true });
        navigate(`${path}/disclosure`);
      })
      .catch(() => {
        // The failure is shown from the store; another start may try again.
        started.current = false;
        setStartAsked(false);
      });
  }, [startAsked, status, scheme, promoCode, dispatch, navigate, product]);

  if (!scheme || scheme.disabled) return <Navigate to="/" replace />;
  // A signed-in customer who may not have another drive-away is told at once, before any question.
  const refusedOn = driveawayRefusalOfFailure(failure);
  if (refusedOn) {
    return (
      <SchemeTexts scheme={product}>
        <ShellPage focusOnNavigation title={t('errors.verificationFailed.header')}>
          <Suspense fallback={<LoadingIndicator label={t('journeys.loading')} />}>
            <DriveawayRefusalPanel check={refusedOn} />
          </Suspense>
        </ShellPage>
      </SchemeTexts>
    );
  }
  if (failure) {
    return (
      <SchemeTexts scheme={product}>
        <ShellPage focusOnNavigation title={t('journeys.loadFailed.title')}>
          <Failure failure={failure} />
        </ShellPage>
      </SchemeTexts>
    );
  }
  if (startAsked) return <LoadingIndicator label={t('journeys.loading')} />;
  return (
    <SchemeTexts scheme={product}>
      <BeforeWeBeginPage
        checklist={BEFORE_WE_BEGIN[product].checklist}
        onStart={() => setStartAsked(true)}
      />
    </SchemeTexts>
  );
}
