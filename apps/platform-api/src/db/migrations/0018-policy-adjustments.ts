import type { Migration } from './index';

/**
 * Changes to a bought policy (issue 18, ADR 0038): mid-term adjustments (MTA), start-date
 * adjustments (SDA) and cancellations (CAN) share one table.
 * - A row is made PENDING when the platform has priced the change (`priced`: the updated
 *   version's quote, the pro-rata premium, the amount due, the balance, the rating status) and
 *   stays committable until `expires_at`; after that its commit answers the "gone" error.
 * - `base_version` is the policy version the change was priced against. At most one MTA or SDA
 *   is CONFIRMED per base version (a partial unique index), so two commits racing on one policy,
 *   or a replay after a crash, can never make two new versions or post twice: the loser finds the
 *   policy moved on and is gone. `result_version` is the version the commit made.
 * - `created_by_user_id` is the principal who asked; `acting_agent_user_id` the agent when an
 *   agent acted for the customer (null when the customer asked themselves). The same for the
 *   commit (`confirmed_by_*`).
 * - `amount_due_pence` is kept beside the priced result so the adjustment checkouts read the
 *   amount to charge from a column, never from what the browser sends.
 * - checkout_payments.adjustment_id: a card payment for an adjustment's amount due, written
 *   before the commit (as a proposal's payment is written before its bind), so a crash between
 *   the two leaves a paid-but-uncommitted adjustment for the reconcile job to commit.
 */
export const POLICY_ADJUSTMENTS: Migration = {
  id: '0018-policy-adjustments',
  statements: [
    `CREATE TABLE policy_adjustments (
       id text PRIMARY KEY,
       policy_id text NOT NULL REFERENCES policies (id),
       adjustment_type text NOT NULL CHECK (adjustment_type IN ('MTA', 'SDA', 'CAN')),
       changes jsonb NOT NULL DEFAULT '[]'::jsonb,
       reason text,
       effective_at timestamptz NOT NULL,
       status text NOT NULL CHECK (status IN ('PENDING', 'CONFIRMED', 'DISCARDED')),
       base_version integer NOT NULL,
       priced jsonb NOT NULL DEFAULT '{}'::jsonb,
       amount_due_pence integer NOT NULL DEFAULT 0,
       result_version integer,
       created_by_user_id text NOT NULL,
       acting_agent_user_id text,
       created_at timestamptz NOT NULL,
       expires_at timestamptz NOT NULL,
       confirmed_at timestamptz,
       confirmed_by_user_id text,
       confirmed_agent_user_id text,
       discarded_at timestamptz,
       FOREIGN KEY (policy_id, base_version) REFERENCES policy_versions (policy_id, version),
       FOREIGN KEY (policy_id, result_version) REFERENCES policy_versions (policy_id, version),
       CHECK ((status = 'CONFIRMED') = (confirmed_at IS NOT NULL)),
       CHECK ((status = 'DISCARDED') = (discarded_at IS NOT NULL)),
       CHECK (expires_at > created_at)
     )`,
    `CREATE INDEX policy_adjustments_policy ON policy_adjustments (policy_id, created_at DESC)`,
    `CREATE UNIQUE INDEX policy_adjustments_one_commit_per_version
       ON policy_adjustments (policy_id, base_version)
       WHERE status = 'CONFIRMED' AND adjustment_type IN ('MTA', 'SDA')`,
    `ALTER TABLE checkout_payments
       ADD COLUMN adjustment_id text REFERENCES policy_adjustments (id)`,
    `CREATE INDEX checkout_payments_adjustment ON checkout_payments (adjustment_id)
       WHERE adjustment_id IS NOT NULL`,
  ],
};
