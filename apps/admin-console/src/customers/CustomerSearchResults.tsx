import { routerLink } from '@brand/app-shell';
import { AppLink } from '@brand/ui';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { customerDateOfBirth, customerName, givenOr, schemeLabel } from './customer-facts';
import type { CustomerSearchState } from './useCustomerSearch';

const Results = styled.ul(
  ({ theme }) => `
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md}px;
`,
);

const Result = styled.li(
  ({ theme }) => `
  border: 1px solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.sm}px;
  padding: ${theme.space.md}px;
  h2 { margin: 0 0 ${theme.space.xs}px; font-size: ${theme.typeScale.h4.fontSize}px; }
  p { margin: ${theme.space.xxs}px 0; }
`,
);

/** What the search found, announced (a polite live region) as it changes. */
export function CustomerSearchResults({ search }: { search: CustomerSearchState }) {
  const { t } = useTranslation();
  const announcement =
    search.status === 'tooShort'
      ? t('admin.search.tooShort')
      : search.status === 'searching'
        ? t('admin.search.searching')
        : search.status === 'failed'
          ? t('admin.record.failed')
          : search.status === 'found'
            ? search.results.length === 0
              ? t('admin.search.none', { query: search.query })
              : t('admin.search.found', { count: search.results.length })
            : '';
  return (
    <>
      <p role="status">{announcement}</p>
      {search.status === 'found' && search.results.length > 0 ? (
        <Results aria-label={t('admin.search.found', { count: search.results.length })}>
          {search.results.map((result) => {
            const name = customerName(result, t);
            return (
              <Result key={result.userId}>
                <h2>
                  <AppLink
                    href={`/customers/${encodeURIComponent(result.userId)}`}
                    renderLink={routerLink}
                  >
                    {name}
                  </AppLink>
                </h2>
                <p>
                  {t('admin.search.born', { date: customerDateOfBirth(result, t) })} ·{' '}
                  {givenOr(result.postcode, t)} · {givenOr(result.email, t)}
                </p>
                <p>{t(`admin.search.matchedOn.${result.matchedOn}`)}</p>
                {result.policies.map((policy) => (
                  <p key={policy.policyId}>
                    {policy.policyNumber} · {schemeLabel(policy.schemeCode, t)} ·{' '}
                    {t(`enums.policyStatuses.${policy.status}`, { defaultValue: policy.status })}
                    {policy.registration ? ` · ${policy.registration}` : ''}
                  </p>
                ))}
              </Result>
            );
          })}
        </Results>
      ) : null}
    </>
  );
}
