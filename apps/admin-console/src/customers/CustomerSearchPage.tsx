import { routerLink, useHoldsPermission } from '@brand/app-shell';
import { AppLink, TextInput } from '@brand/ui';
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_LOG_PERMISSION } from '../audit/AuditLogPage';
import { AdminPage } from '../impersonation/AdminPage';
import { CustomerSearchResults } from './CustomerSearchResults';
import { useCustomerSearch } from './useCustomerSearch';

const SearchForm = styled.form(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.sm}px;
  margin-bottom: ${theme.space.lg}px;
`,
);

/**
 * The console's home while acting for nobody: find the caller by anything they can tell you
 * (name, email, phone, postcode, date of birth, policy number, quote reference, registration),
 * answered as the agent types. The query is kept in the address (?q=), so coming back from a
 * record shows the same results.
 */
export function CustomerSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The field's own state, copied to the address after each change: an input whose value were
  // the address itself lost keys typed faster than the router replaced it ("mn22elc" became
  // "mn22ec" in the e2e run).
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  useEffect(() => {
    if ((params.get('q') ?? '') === query) return;
    setParams(query === '' ? {} : { q: query }, { replace: true });
  }, [query, params, setParams]);
  const search = useCustomerSearch(query);
  const auditor = useHoldsPermission(AUDIT_LOG_PERMISSION);

  return (
    <AdminPage title={t('admin.search.title')}>
      <SearchForm role="search" onSubmit={(event) => event.preventDefault()} noValidate>
        <TextInput
          id="customer-search"
          name="q"
          label={t('admin.search.label')}
          hint={t('admin.search.hint')}
          value={query}
          onChange={setQuery}
          autoComplete="off"
          spellCheck={false}
          width="full"
        />
      </SearchForm>
      <CustomerSearchResults search={search} />
      <p>
        <AppLink href="/impersonate" renderLink={routerLink}>
          {t('admin.search.byUserId')}
        </AppLink>
      </p>
      {auditor ? (
        <p>
          <AppLink href="/audit" renderLink={routerLink}>
            {t('admin.search.auditLog')}
          </AppLink>
        </p>
      ) : null}
    </AdminPage>
  );
}
