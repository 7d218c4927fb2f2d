import { ShellPage, useAuth } from '@brand/app-shell';
import { schemeByUrlName } from '@brand/config';
import type { SchemeUrlName } from '@brand/domain';
import { LoadingIndicator } from '@brand/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Failure } from '../../shared/Failure';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { SchemeTexts, useTexts } from '../../shared/texts';
import { driveawayRefusalOfFailure } from '../driveaway-refusal';
import { startProposal } from '../quoteApi';
import { selectFailure } from '../quoteSlice';

// The refusal's words and actions load only when a refusal is met: the product entry is the
// first load, within its budget (ADR 0009).
const DriveawayRefusalPanel = lazy(() =>
  import('./DriveawayRefusalContent').then((m) => ({ default: m.DriveawayRefusalPanel })),
);

/**
 * The product entry `/{product}` (spec 000 §2): creates a proposal of the scheme (with the URL's
 * promo code) once sign-in has settled, and replaces the URL with the proposal's.
 */
export function ProductEntry({ product }: { product: SchemeUrlName }) {
  const t = useTexts(product);
  const { status } = useAuth();
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const failure = useJourneySelector(selectFailure);
  const started = useRef(false);
  const scheme = schemeByUrlName(product);
  const promoCode = search.get('promoCode') ?? search.get('promo');

  useEffect(() => {
    if (status !== 'ready' || !scheme || scheme.disabled || started.current) return;
    started.current = true;
    void dispatch(startProposal({ schemeCode: scheme.schemeCode, promoCode }))
      .unwrap()
      .then((proposal) =>
        navigate(`/${product}/proposal/${proposal.proposalCode}`, { replace: true }),
      )
      .catch(() => undefined);
  }, [status, scheme, promoCode, dispatch, navigate, product]);

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
  return <LoadingIndicator label={t('journeys.loading')} />;
}
