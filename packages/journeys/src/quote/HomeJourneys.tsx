import { type ListProposalsResult, listProposals } from '@brand/api-client';
import {
  navigationUserOf,
  routerLink,
  useAnonymousSession,
  useApiClient,
  useAuth,
} from '@brand/app-shell';
import { enabledSchemes, isSchemeCode, NAMESPACE_OF_SCHEME, schemeByCode } from '@brand/config';
import type { SchemeUrlName } from '@brand/domain';
import { AppLink, SchemeCard } from '@brand/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vrnOf } from '../shared/proposal-model';
import { SchemeTexts, useTexts } from '../shared/texts';
import type { Proposal } from './quoteApi';
import { openUpsellOf } from './upsell-offer';
import { useAnonymousMerge } from './useAnonymousMerge';
import { useSaveTrackingParameters } from './useProposalTracking';

// The offer formats its price and start with @brand/domain (and luxon): loaded only when home has a
// bought drive-away to offer it on, so the first load stays in its budget.
const UpgradeOffer = lazy(() =>
  import('./screens/UpgradeOffer').then((m) => ({ default: m.UpgradeOffer })),
);

/**
 * The home page's part of the buying journey: a bought drive-away's offer of the upgrade to flex,
 * the visitor's or customer's proposals, each linking to its proposal route, a card per open scheme linking to its product entry and, for a visitor,
 * the way to a saved quote (the retrieve page).
 */
export function HomeJourneys() {
  const t = useTexts();
  // Each scheme's name and card line are its own set's (the monthly and 5-day `product` texts).
  const { t: i18nT } = useTranslation();
  const ofScheme = (scheme: SchemeUrlName, key: string) =>
    i18nT(key, { ns: NAMESPACE_OF_SCHEME[scheme] });
  const api = useApiClient();
  const anonymous = useAnonymousSession();
  const { status, user, refreshUser } = useAuth();
  const [proposals, setProposals] = useState<ListProposalsResult>([]);
  const who = user?.sub ?? null;
  useSaveTrackingParameters();
  // The visitor's quotes are merged into the account first, so the list shows them.
  const merged = useAnonymousMerge();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a sign-in or sign-out lists again
  useEffect(() => {
    if (status !== 'ready' || !merged) return;
    // A visitor with no session yet has no quotes: listing them would make one (issue 20).
    if (!user && anonymous.peek() === null) {
      setProposals([]);
      return;
    }
    let current = true;
    listProposals(api, {})
      .then((found) => {
        if (!current || !Array.isArray(found)) return;
        // A customer who bought while signed in has a policyholder's name the sign-in's ID token
        // did not carry: read the user again once, so the account button shows initials, not '??'.
        const unnamed = navigationUserOf(user);
        if (
          unnamed &&
          !unnamed.firstName &&
          !unnamed.lastName &&
          found.some((proposal) => proposal.status === 'POLICY')
        ) {
          void refreshUser();
        }
        // Renewals have their own route; a scheme the brand no longer configures is not offered.
        setProposals(
          found.filter(
            (proposal) => proposal.kind !== 'RENEWAL' && isSchemeCode(proposal.schemeCode),
          ),
        );
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, status, who, merged]);

  const open = proposals.filter((proposal) => proposal.status !== 'POLICY');
  // A bought drive-away whose upgrade to flex is still offered (issue 15 point 7): offered beside
  // the policies, the newest only (a person has one drive-away at a time).
  const upgradable = proposals.find(
    (proposal) => proposal.status === 'POLICY' && openUpsellOf(proposal as Proposal) !== null,
  ) as Proposal | undefined;
  return (
    <>
      {upgradable ? (
        <SchemeTexts scheme="driveaway">
          <Suspense fallback={null}>
            <UpgradeOffer proposal={upgradable} />
          </Suspense>
        </SchemeTexts>
      ) : null}
      {open.length > 0 ? (
        <section aria-labelledby="home-proposals">
          <h2 id="home-proposals">{t('navigation.home.proposals.title')}</h2>
          <ul>
            {open.map((proposal) => {
              const scheme = schemeByCode(proposal.schemeCode).productUrlName;
              return (
                <li key={proposal.proposalCode}>
                  <AppLink
                    href={`/${scheme}/proposal/${proposal.proposalCode}`}
                    renderLink={routerLink}
                  >
                    {ofScheme(scheme, 'product.name')}:{' '}
                    {vrnOf(proposal) ?? t('journeys.home.vehicleUnknown')} —{' '}
                    {t(`journeys.home.proposalStatus.${proposal.status}`)} (
                    {t('navigation.home.proposals.reference', {
                      reference: proposal.externalReference,
                    })}
                    )
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="home-schemes">
        <h2 id="home-schemes">{t('navigation.home.schemes.title')}</h2>
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
          }}
        >
          {enabledSchemes().map((scheme) => (
            <li key={scheme.schemeCode}>
              <SchemeCard
                name={ofScheme(scheme.productUrlName, 'product.name')}
                description={ofScheme(scheme.productUrlName, 'product.summary')}
                actionLabel={t('navigation.home.schemes.start')}
                actionHref={`/${scheme.productUrlName}`}
                renderLink={routerLink}
              />
            </li>
          ))}
        </ul>
      </section>
      {/* A visitor's quotes live in the tab they were made in: from any other, the way back to
          one is the retrieve page (a signed-in customer's quotes are listed above instead). */}
      {status === 'ready' && !user ? (
        <section aria-labelledby="home-retrieve">
          <h2 id="home-retrieve">{t('navigation.home.retrieve')}</h2>
          <p>{t('retrieve.homeBody')}</p>
          <p>
            <AppLink href="/retrieve" renderLink={routerLink}>
              {t('retrieve.notHere.retrieve')}
            </AppLink>
          </p>
        </section>
      ) : null}
    </>
  );
}
