import type { Sql } from '../../db/database';

/**
 * Saves a proposal's tracking values once per session (spec 000 §7): the first call of a session
 * records them; a repeat, from a reload or a second tab, records nothing and says so.
 */
export async function recordTracking(
  db: Sql,
  proposalId: string,
  sessionId: string,
  values: Record<string, string>,
  at: Date,
): Promise<boolean> {
  const rows = await db.query<{ proposal_id: string }>(
    `INSERT INTO proposal_tracking (proposal_id, session_id, tracking_values, created_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT (proposal_id, session_id) DO NOTHING RETURNING proposal_id`,
    [proposalId, sessionId, JSON.stringify(values), at],
  );
  return rows.length === 1;
}
