import type { Migration } from './index';

/**
 * A cancelled policy's account, settled (issue 18, ADR 0039): once its cover has ended the billing
 * job credits the unused cover, issues the final statement, refunds the credit to the cards that
 * paid and cancels the Direct Debit mandate; `cancellation_settled_at` records that all of it is
 * done, so the job stops looking at the account. Until then every run takes up where the last
 * stopped (each step keyed, so nothing is done twice).
 */
export const CANCELLATION_SETTLEMENT: Migration = {
  id: '0019-cancellation-settlement',
  statements: ['ALTER TABLE customer_accounts ADD COLUMN cancellation_settled_at timestamptz'],
};
