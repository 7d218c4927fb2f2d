import type { Migration } from './index';

/**
 * A Direct Debit belongs to the account it was set up for (ADR 0034, follow-up 2):
 * - checkout_flows.customer_account_id: the account a billing tab's redirect flow was opened
 *   for, so completing it saves the mandate there (and switches that account to Direct Debit).
 *   Null for a checkout's flow (it has a proposal) and for flows opened before this.
 * - payment_methods is unique per account and provider reference, no longer per provider
 *   reference alone: one mandate (or card) may serve two accounts of the same customer, as
 *   GoCardless takes any number of payments on one mandate. A webhook delivered twice still
 *   saves one row per account.
 */
export const ACCOUNT_MANDATES: Migration = {
  id: '0017-account-mandates',
  statements: [
    `ALTER TABLE checkout_flows
       ADD COLUMN customer_account_id text REFERENCES customer_accounts (id)`,
    `ALTER TABLE payment_methods
       DROP CONSTRAINT payment_methods_provider_provider_reference_key`,
    `ALTER TABLE payment_methods
       ADD CONSTRAINT payment_methods_account_provider_reference_key
       UNIQUE (customer_account_id, provider, provider_reference)`,
    // setMandateStatus and the replaced-mandate sweep find a mandate's rows by its reference.
    'CREATE INDEX payment_methods_reference ON payment_methods (provider, provider_reference)',
  ],
};
