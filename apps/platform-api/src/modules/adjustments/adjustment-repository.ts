import type { AdjustmentType } from '@brand/domain';
import type { Sql } from '../../db/database';
import { isoOrNull } from '../../db/iso-or-null';
import type {
  AdjustmentChange,
  AdjustmentRecord,
  AdjustmentStatus,
  PricedAdjustment,
} from './adjustment-record';

type AdjustmentRow = {
  id: string;
  policy_id: string;
  adjustment_type: string;
  changes: AdjustmentChange[] | string;
  reason: string | null;
  effective_at: Date | string;
  status: string;
  base_version: number;
  priced: PricedAdjustment | string;
  amount_due_pence: number;
  result_version: number | null;
  created_by_user_id: string;
  acting_agent_user_id: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  confirmed_at: Date | string | null;
  confirmed_by_user_id: string | null;
  confirmed_agent_user_id: string | null;
  discarded_at: Date | string | null;
};

const COLUMNS = `id, policy_id, adjustment_type, changes, reason, effective_at, status, base_version,
  priced, amount_due_pence, result_version, created_by_user_id, acting_agent_user_id, created_at,
  expires_at, confirmed_at, confirmed_by_user_id, confirmed_agent_user_id, discarded_at`;

// PGlite hands jsonb back parsed, node-postgres too; a text column from a cast would be a string.
function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function adjustmentFromRow(row: AdjustmentRow): AdjustmentRecord {
  return {
    id: row.id,
    policyId: row.policy_id,
    adjustmentType: row.adjustment_type as AdjustmentType,
    changes: json(row.changes),
    reason: row.reason,
    effectiveAt: new Date(row.effective_at).toISOString(),
    status: row.status as AdjustmentStatus,
    baseVersion: row.base_version,
    priced: json(row.priced),
    amountDuePence: row.amount_due_pence,
    resultVersion: row.result_version,
    createdByUserId: row.created_by_user_id,
    actingAgentUserId: row.acting_agent_user_id,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    confirmedAt: isoOrNull(row.confirmed_at),
    confirmedByUserId: row.confirmed_by_user_id,
    confirmedAgentUserId: row.confirmed_agent_user_id,
    discardedAt: isoOrNull(row.discarded_at),
  };
}

/** A new adjustment before it is stored: always PENDING, never yet confirmed or discarded. */
export type NewAdjustment = Omit<
  AdjustmentRecord,
  | 'status'
  | 'resultVersion'
  | 'confirmedAt'
  | 'confirmedByUserId'
  | 'confirmedAgentUserId'
  | 'discardedAt'
>;

/** Stores a new PENDING adjustment and answers it as stored. */
export async function insertAdjustment(
  db: Sql,
  adjustment: NewAdjustment,
): Promise<AdjustmentRecord> {
  const [row] = await db.query<AdjustmentRow>(
    `INSERT INTO policy_adjustments (id, policy_id, adjustment_type, changes, reason, effective_at,
       status, base_version, priced, amount_due_pence, created_by_user_id, acting_agent_user_id,
       created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'PENDING', $7, $8, $9, $10, $11, $12, $13)
     RETURNING ${COLUMNS}`,
    [
      adjustment.id,
      adjustment.policyId,
      adjustment.adjustmentType,
      JSON.stringify(adjustment.changes),
      adjustment.reason,
      adjustment.effectiveAt,
      adjustment.baseVersion,
      JSON.stringify(adjustment.priced),
      adjustment.amountDuePence,
      adjustment.createdByUserId,
      adjustment.actingAgentUserId,
      adjustment.createdAt,
      adjustment.expiresAt,
    ],
  );
  if (!row) throw new Error(`Adjustment ${adjustment.id} was not stored.`);
  return adjustmentFromRow(row);
}

/** The adjustment with this id, or null. */
export async function findAdjustment(db: Sql, id: string): Promise<AdjustmentRecord | null> {
  const [row] = await db.query<AdjustmentRow>(
    `SELECT ${COLUMNS} FROM policy_adjustments WHERE id = $1`,
    [id],
  );
  return row ? adjustmentFromRow(row) : null;
}

/**
 * The adjustment with this id, its row locked until the transaction ends, so one commit at a time
 * decides it (a second waits, then reads it CONFIRMED and answers the same).
 */
export async function lockAdjustment(tx: Sql, id: string): Promise<AdjustmentRecord | null> {
  const [row] = await tx.query<AdjustmentRow>(
    `SELECT ${COLUMNS} FROM policy_adjustments WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ? adjustmentFromRow(row) : null;
}

/** Who confirmed an adjustment: the principal, and the agent when one acted for the customer. */
export type Confirmation = {
  at: string;
  byUserId: string;
  agentUserId: string | null;
  /** The policy version the commit made (MTA, SDA), or null. */
  resultVersion: number | null;
};

/**
 * Marks a PENDING adjustment CONFIRMED; null when it was no longer PENDING (nothing changed).
 * Call it in the transaction that does what the confirmation means.
 */
export async function markAdjustmentConfirmed(
  tx: Sql,
  id: string,
  confirmation: Confirmation,
): Promise<AdjustmentRecord | null> {
  const [row] = await tx.query<AdjustmentRow>(
    `UPDATE policy_adjustments
        SET status = 'CONFIRMED', confirmed_at = $2, confirmed_by_user_id = $3,
            confirmed_agent_user_id = $4, result_version = $5
      WHERE id = $1 AND status = 'PENDING'
      RETURNING ${COLUMNS}`,
    [
      id,
      confirmation.at,
      confirmation.byUserId,
      confirmation.agentUserId,
      confirmation.resultVersion,
    ],
  );
  return row ? adjustmentFromRow(row) : null;
}

/** Marks a PENDING adjustment DISCARDED (gone: expired or overtaken); null when it was not PENDING. */
export async function markAdjustmentDiscarded(
  tx: Sql,
  id: string,
  at: string,
): Promise<AdjustmentRecord | null> {
  const [row] = await tx.query<AdjustmentRow>(
    `UPDATE policy_adjustments SET status = 'DISCARDED', discarded_at = $2
      WHERE id = $1 AND status = 'PENDING'
      RETURNING ${COLUMNS}`,
    [id, at],
  );
  return row ? adjustmentFromRow(row) : null;
}
