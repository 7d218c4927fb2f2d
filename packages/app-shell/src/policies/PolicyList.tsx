import { isAbortError, isApiClientError, listPolicies } from '@brand/api-client';
import { ErrorState, LoadingIndicator, PolicyCard } from '@brand/ui';
import styled from '@emotion/styled';
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../api/ApiClientProvider';
import { SHELL_NAMESPACE } from '../i18n/create-shell-i18n';
import { routerLink } from '../navigation/router-link';
import {
  formatLongDate,
  POLICY_STATUS_TONES,
  type PolicyListItem,
  policyBillingPath,
  policyHasBilling,
  policyRegistration,
  policySchemeNamespace,
  policyVehicleName,
} from './policy-card-model';

const List = styled.ul(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`,
);

type Load =
  | { state: 'loading' }
  | { state: 'loaded'; policies: PolicyListItem[] }
  | { state: 'failed'; kind: 'NETWORK' | 'UNEXPECTED' | 'UNAUTHORIZED' };

/** Props of PolicyList. */
export interface PolicyListProps {
  /** Changes when the list must be fetched again (the signed-in or impersonated user). */
  reloadKey?: string;
  /**
   * Shows nothing while loading or when there are no policies: for a visitor, most of whom have
   * none, the section appears only once they have bought. @default false
   */
  hideWhenEmpty?: boolean;
}

/** A card's detail lines: the scheme and the registration when known, then the start date. */
function hasStarted(policy: PolicyListItem, now: Date = new Date()): boolean {
  return new Date(policy.policyDetail.inceptedAt).getTime() <= now.getTime();
}

function detailsOf(policy: PolicyListItem, t: TFunction) {
  const schemeNs = policySchemeNamespace(policy);
  const registration = policyRegistration(policy);
  return [
    ...(schemeNs
      ? [
          {
            label: t('navigation.home.policies.scheme'),
            value: t('product.name', { ns: schemeNs }),
          },
        ]
      : []),
    ...(registration
      ? [{ label: t('navigation.home.policies.registration'), value: registration }]
      : []),
    {
      // Cover bought for a later day has not started yet.
      label: t(hasStarted(policy) ? 'policies.started' : 'policies.starts', {
        ns: SHELL_NAMESPACE,
      }),
      value: formatLongDate(policy.policyDetail.inceptedAt),
    },
  ];
}

/**
 * The caller's policies (`GET /api/policies`): a card each, an empty message, or the error of the
 * catalogue's kind announced in place (a 401 opens the session-expired modal instead).
 */
export function PolicyList({ reloadKey = '', hideWhenEmpty = false }: PolicyListProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey (the signed-in or impersonated user) is the reason to fetch again.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    listPolicies(client, {}, { signal: controller.signal }).then(
      (policies) => setLoad({ state: 'loaded', policies }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setLoad({ state: 'failed', kind: isApiClientError(error) ? error.kind : 'UNEXPECTED' });
      },
    );
    return () => controller.abort();
  }, [client, reloadKey]);

  if (
    hideWhenEmpty &&
    (load.state === 'loading' || (load.state === 'loaded' && load.policies.length === 0))
  ) {
    return null;
  }
  if (load.state === 'loading') {
    return <LoadingIndicator label={t('policies.loading', { ns: SHELL_NAMESPACE })} />;
  }
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('navigation.home.policies.title')}</h2>
      {load.state === 'failed' ? (
        // A 401 opens the session-expired modal instead: the page shows nothing more.
        load.kind === 'UNAUTHORIZED' ? null : (
          <ErrorState heading={t(`errors.kinds.${load.kind}.header`)} announce>
            {t(`errors.kinds.${load.kind}.body`)}
          </ErrorState>
        )
      ) : load.policies.length === 0 ? (
        <p>{t('navigation.home.policies.empty')}</p>
      ) : (
        <List>
          {load.policies.map((policy) => (
            <li key={policy.policyId}>
              <PolicyCard
                vehicle={
                  policyVehicleName(policy) ??
                  t('policies.vehicleFallback', { ns: SHELL_NAMESPACE })
                }
                policyNumber={policy.policyNumber}
                policyNumberLabel={t('policies.numberLabel', { ns: SHELL_NAMESPACE })}
                status={{
                  label: t(`enums.policyStatuses.${policy.policyDetail.policyStatus}`),
                  tone: POLICY_STATUS_TONES[policy.policyDetail.policyStatus],
                }}
                details={detailsOf(policy, t)}
                links={{
                  billing: { label: t('policy.card.billing'), href: policyBillingPath(policy) },
                }}
                showBilling={policyHasBilling(policy)}
                renderLink={routerLink}
              />
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
