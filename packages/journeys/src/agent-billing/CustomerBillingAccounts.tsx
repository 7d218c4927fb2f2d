// Finance's billing view of a customer (spec 002 §5, "impersonate-billing"): every account of the
// customer, each with its balance and outstanding amount, payment day, payment methods and
// statements, in the words of the customer's billing tab (spec 001 §2 "Billing tab"). Read only:
// finance looks; a change is made on the customer's own billing tab, acting for them.
import { type BrandTheme, DefinitionList } from '@brand/ui';
import styled from '@emotion/styled';
import { useId } from 'react';
import { accountFactRows, paymentMethodText } from '../policy/billing-texts';
import { methodInUse } from '../policy/payment-method-in-use';
import { useTexts } from '../shared/texts';
import type { CustomerBillingAccount } from './customer-billing-types';
import { StatementsTable } from './StatementsTable';

const Accounts = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `display: grid; gap: ${space.xxl}px; min-width: 0;`;
});

const Account = styled.section(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.md}px;
  min-width: 0;
  h2, h3, p { margin: 0; }
  h2 { overflow-wrap: anywhere; }
`;
});

const Methods = styled.ul(({ theme }) => {
  const { space, colors } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.xxs}px;
  margin: 0;
  padding-left: ${space.lg}px;
  overflow-wrap: anywhere;
  span { color: ${colors.textSecondary}; }
`;
});

/** Props of CustomerBillingAccounts. */
export interface CustomerBillingAccountsProps {
  /** The customer's accounts as the platform answers them (statements newest first). */
  accounts: readonly CustomerBillingAccount[];
}

/** Every account of a customer, one section each; a sentence when there is none. */
export function CustomerBillingAccounts({ accounts }: CustomerBillingAccountsProps) {
  const t = useTexts();
  if (accounts.length === 0) return <p>{t('admin.billing.none')}</p>;
  return (
    <Accounts>
      {accounts.map((account) => (
        <AccountBilling key={account.accountId} account={account} />
      ))}
    </Accounts>
  );
}

function AccountBilling({ account }: { account: CustomerBillingAccount }) {
  const t = useTexts();
  const headingId = useId();
  const methodsId = useId();
  // The method the payments use, marked as the billing tab marks it.
  const inUse = methodInUse(account, account.paymentMethods);
  return (
    <Account aria-labelledby={headingId} data-account-id={account.accountId}>
      <h2 id={headingId}>
        {t('admin.billing.account', {
          code: account.accountCode,
          policyNumber: account.policyNumber,
        })}
      </h2>
      <DefinitionList
        rows={[
          {
            id: 'status',
            term: t('admin.billing.accountStatus'),
            description: t(`admin.record.accountStatuses.${account.status}`),
          },
          ...accountFactRows(account, account.paymentMethods, t),
        ]}
      />
      <h3 id={methodsId}>{t('billing.paymentMethods.title')}</h3>
      {account.paymentMethods.length === 0 ? (
        <p>{t('admin.billing.noMethods')}</p>
      ) : (
        <Methods aria-labelledby={methodsId}>
          {account.paymentMethods.map((method) => (
            <li key={method.paymentMethodId}>
              {paymentMethodText(method, t)}
              {method.paymentMethodId === inUse?.paymentMethodId ? (
                <span> ({t('billing.paymentMethods.inUse')})</span>
              ) : null}
            </li>
          ))}
        </Methods>
      )}
      {account.statements.length === 0 ? (
        <p>{t('admin.billing.noStatements')}</p>
      ) : (
        <StatementsTable
          caption={t('admin.billing.statementsCaption', { code: account.accountCode })}
          statements={account.statements}
        />
      )}
    </Account>
  );
}
