import { INITIAL_SCHEMA } from './0001-initial-schema';
import { PROPOSAL_CHANGE_NOTICES } from './0002-proposal-change-notices';
import { RENEWAL_OPT_OUT_REASON } from './0003-renewal-opt-out-reason';
import { SIGN_IN } from './0004-sign-in';
import { IMPERSONATION_AND_RETRIEVE_LIMITS } from './0005-impersonation-and-retrieve-limits';
import { BILLING_LEDGER } from './0006-billing-ledger';
import { PAYMENT_SANDBOX } from './0007-payment-sandbox';
import { CHECKOUT } from './0008-checkout';
import { ACCOUNT_JOINING_AND_GRANT_REVOCATION } from './0010-account-joining-and-grant-revocation';
import { PAYMENT_RECOVERY } from './0011-payment-recovery';
import { STORED_FILES } from './0012-stored-files';
import { QUEUED_EMAILS } from './0013-queued-emails';
import { POLICY_DOCUMENTS } from './0014-policy-documents';
import { CLAIMS_AND_INSIGHTS } from './0015-claims-and-insights';
import { POLICY_STATUS_TRANSITIONS } from './0016-policy-status-transitions';
import { ACCOUNT_MANDATES } from './0017-account-mandates';
import { POLICY_ADJUSTMENTS } from './0018-policy-adjustments';
import { CANCELLATION_SETTLEMENT } from './0019-cancellation-settlement';
import { POLICY_UPLOADS } from './0020-policy-uploads';
import { DIRECT_DEBIT_REFUNDS } from './0022-direct-debit-refunds';
import { POLICY_VERSION_CHOICES } from './0023-policy-version-choices';
import { CUSTOMER_SEARCH } from './0024-customer-search';
import { CHAT } from './0025-chat';
import { AUDIT_LOG_READER } from './0026-audit-log-reader';
import { PROPOSAL_VERSIONS } from './0027-proposal-versions';

/** One schema change: an id that sorts in order, and its statements. */
export type Migration = { readonly id: string; readonly statements: readonly string[] };

/** Every migration, oldest first. Never edit one that has shipped: add the next. */
export const MIGRATIONS: readonly Migration[] = [
  INITIAL_SCHEMA,
  PROPOSAL_CHANGE_NOTICES,
  RENEWAL_OPT_OUT_REASON,
  SIGN_IN,
  IMPERSONATION_AND_RETRIEVE_LIMITS,
  BILLING_LEDGER,
  PAYMENT_SANDBOX,
  CHECKOUT,
  ACCOUNT_JOINING_AND_GRANT_REVOCATION,
  PAYMENT_RECOVERY,
  STORED_FILES,
  QUEUED_EMAILS,
  POLICY_DOCUMENTS,
  CLAIMS_AND_INSIGHTS,
  POLICY_STATUS_TRANSITIONS,
  ACCOUNT_MANDATES,
  POLICY_ADJUSTMENTS,
  CANCELLATION_SETTLEMENT,
  POLICY_UPLOADS,
  DIRECT_DEBIT_REFUNDS,
  POLICY_VERSION_CHOICES,
  CUSTOMER_SEARCH,
  CHAT,
  AUDIT_LOG_READER,
  PROPOSAL_VERSIONS,
];
