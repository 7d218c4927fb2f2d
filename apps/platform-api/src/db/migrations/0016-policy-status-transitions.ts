import type { Migration } from './index';

/**
 * Every change of a policy's status (ADR 0032): from, to, when it took effect and why, written in
 * the transaction that changes the status. A policy reaches a status once (statuses only move
 * forward), so the pair is unique: a re-run of the lifecycle job, or two instances at once,
 * never records a transition twice.
 */
export const POLICY_STATUS_TRANSITIONS: Migration = {
  id: '0016-policy-status-transitions',
  statements: [
    `CREATE TABLE policy_status_transitions (
       policy_id text NOT NULL REFERENCES policies (id),
       from_status text NOT NULL,
       to_status text NOT NULL,
       effective_at timestamptz NOT NULL,
       recorded_at timestamptz NOT NULL,
       reason text NOT NULL,
       PRIMARY KEY (policy_id, from_status, to_status),
       CHECK (from_status <> to_status)
     )`,
  ],
};
