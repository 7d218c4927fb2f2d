import type { Sql } from '../../db/database';
import { loadStatementSummaries } from '../billing';
import type { PolicyTransition } from './policy-transitions';
import { TRANSITION_REASONS } from './transition-reasons';

const DAY_MS = 86_400_000;

/**
 * The ACTIVE policies whose cover lapses at `now` for unpaid collections: a statement whose
 * collection failed (billing's FAILED status) and that still owes money `graceDays` after it fell
 * due. Paying it by card in the meantime (the billing page, or an agent by phone) settles it and
 * keeps the cover. The lapse takes effect at the grace's end, and ends the cover there.
 */
export async function collectionLapsesDue(
  db: Sql,
  now: Date,
  graceDays: number,
): Promise<PolicyTransition[]> {
  const graceStart = new Date(now.getTime() - graceDays * DAY_MS);
  // A cheap first cut in SQL; the statements' own summaries decide (what is still outstanding).
  const candidates = await db.query<{ policy_id: string; account_id: string }>(
    `SELECT DISTINCT p.id AS policy_id, a.id AS account_id
       FROM policies p
       JOIN customer_accounts a ON a.policy_id = p.id
       JOIN statements s ON s.customer_account_id = a.id
       JOIN ledger_transactions t ON t.statement_id = s.id
      WHERE p.status = 'ACTIVE' AND s.issued AND s.payment_due_at <= $1
        AND t.kind = 'PAYMENT' AND t.status = 'FAILED'
      ORDER BY p.id`,
    [graceStart],
  );
  const due: PolicyTransition[] = [];
  for (const { policy_id: policyId, account_id: accountId } of candidates) {
    const unpaid = (await loadStatementSummaries(db, accountId)).find(
      (statement) =>
        statement.status === 'FAILED' &&
        statement.amountOutstanding > 0 &&
        new Date(statement.paymentDueAt) <= graceStart,
    );
    if (!unpaid) continue;
    due.push({
      policyId,
      from: 'ACTIVE',
      to: 'LAPSED',
      effectiveAt: new Date(new Date(unpaid.paymentDueAt).getTime() + graceDays * DAY_MS),
      reason: TRANSITION_REASONS.collectionsFailed,
      endsCoverEarly: true,
    });
  }
  return due;
}
