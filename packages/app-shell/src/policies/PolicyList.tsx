import { isAbortError, isApiClientError, listPolicies } from '@brand/api-client';
import { formatGBP } from '@brand/domain';
import { ErrorState, LoadingIndicator, NumberPlate, PolicyCard } from '@brand/ui';
import styled from '@emotion/styled';
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../api/ApiClientProvider';
import { SHELL_NAMESPACE } from '../i18n/create-shell-i18n';
import { routerLink } from '../navigation/router-link';
import { loadNextPayments, type NextPayment } from './next-payments';
import {
  formatLongDate,
  POLICY_STATUS_TONES,
  type PolicyListItem,
  policyCardLinks,
  policyCoverEnd,
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

function hasStarted(policy: PolicyListItem, now: Date = new Date()): boolean {
  return new Date(policy.policyDetail.inceptedAt).getTime() <= now.getTime();
}

/**
 * A card's detail lines: the scheme, the registration as a number plate, the start, then the next
 * payment of billed cover or else when the cover renews, ends or ended.
 */
function detailsOf(policy: PolicyListItem, next: NextPayment | undefined, t: TFunction) {
  const schemeNs = policySchemeNamespace(policy);
  const registration = policyRegistration(policy);
  const end = policyCoverEnd(policy);
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
      ? [
          {
            label: t('navigation.home.policies.registration'),
            value: <NumberPlate registration={registration} size="sm" />,
          },
        ]
      : []),
    {
      // Cover bought for a later day has not started yet.
      label: t(hasStarted(policy) ? 'policies.started' : 'policies.starts', {
        ns: SHELL_NAMESPACE,
      }),
      value: formatLongDate(policy.policyDetail.inceptedAt),
    },
    ...(next
      ? [
          {
            label: t('policies.nextPayment', { ns: SHELL_NAMESPACE }),
            value: t('policies.nextPaymentValue', {
              ns: SHELL_NAMESPACE,
              amount: formatGBP(next.amountPence),
              date: formatLongDate(next.dueAt),
            }),
          },
        ]
      : end
        ? [
            {
              label: t(`policies.${end.kind}`, { ns: SHELL_NAMESPACE }),
              value: formatLongDate(end.at),
            },
          ]
        : []),
  ];
}

/** The label of each card link (manage opens the details tab). */
const CARD_LINK_LABELS = {
  manage: 'policy.card.manage',
  documents: 'policy.card.documents',
  billing: 'policy.card.billing',
  claims: 'policy.card.claims',
} as const;

/**
 * The caller's policies (`GET /api/policies`): a card each, an empty message, or the error of the
 * catalogue's kind announced in place (a 401 opens the session-expired modal instead).
 */
export function PolicyList({ reloadKey = '', hideWhenEmpty = false }: PolicyListProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [nextPayments, setNextPayments] = useState<ReadonlyMap<string, NextPayment>>(new Map());
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey (the signed-in or impersonated user) is the reason to fetch again.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    listPolicies(client, {}, { signal: controller.signal }).then(
      (policies) => {
        setLoad({ state: 'loaded', policies });
        // The cards show at once; the next payments join them once read. Without them (a failed
        // read) a card says when its cover ends instead, and the billing tab says what failed.
        loadNextPayments(client, policies, controller.signal).then(setNextPayments, () => {});
      },
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
                details={detailsOf(policy, nextPayments.get(policy.policyId), t)}
                links={Object.fromEntries(
                  Object.entries(policyCardLinks(policy)).map(([key, href]) => [
                    key,
                    { label: t(CARD_LINK_LABELS[key as keyof typeof CARD_LINK_LABELS]), href },
                  ]),
                )}
                renderLink={routerLink}
              />
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
