import type { Sql } from '../../db/database';
import { ApiError } from '../../http/problem';
import { updateEachCurrent } from './proposal-repository';

/**
 * Where an anonymous visitor's holdings beside its proposals name their owner: everything here
 * moves with the merge. A new table a visitor can own gets its row here, or the merge leaves it
 * behind.
 */
const HOLDINGS_BESIDE_PROPOSALS = [
  'policies',
  'checkout_payments',
  'checkout_flows',
  'checkout_mandates',
  'checkout_saved_cards',
] as const;

/** The refusal of a visitor that is not (or no longer) an anonymous visitor to merge. */
export function invalidMergeSource(): ApiError {
  return new ApiError('forbidden', 'The anonymous session could not be confirmed.', {
    code: 'merge.invalidSource',
  });
}

/**
 * Moves everything an anonymous visitor holds (quotes, a guest purchase's policy, its payment
 * records and its rating) into a signed-in account, and retires the visitor: its kind becomes `merged`, so its
 * tokens are refused from then on. The visitor's customer record (the policyholder of a guest
 * purchase) becomes the account's when the account has none yet; otherwise it stays with the
 * policies it holds. Locks the visitor: a second merge of the same visitor waits for the first
 * and is then refused. Runs in the caller's transaction; answers the moved proposals' ids.
 */
export async function mergeVisitorInto(
  tx: Sql,
  visitorUserId: string,
  accountUserId: string,
  at: Date,
): Promise<string[]> {
  const [visitor] = await tx.query<{ kind: string }>(
    'SELECT kind FROM users WHERE id = $1 FOR UPDATE',
    [visitorUserId],
  );
  if (visitor?.kind !== 'anonymous') throw invalidMergeSource();
  // A new version of each, so a change in flight on the visitor's token cannot land after the
  // move. A verification current before the move stays current: the answers it checked did not
  // change, only who holds them (an agent may then take the payment for the customer at once).
  const live = await tx.query<{ id: string }>(
    'SELECT id FROM proposals WHERE owner_user_id = $1 AND deleted_at IS NULL ORDER BY id',
    [visitorUserId],
  );
  const moved = await updateEachCurrent(
    tx,
    live.map((row) => row.id),
    (current) => ({
      ownerUserId: accountUserId,
      verification:
        current.verification?.version === current.version
          ? { ...current.verification, version: current.version + 1 }
          : current.verification,
    }),
    at,
  );
  // Deleted ones are never read again, but they are the visitor's holdings too.
  await tx.query(
    'UPDATE proposals SET owner_user_id = $2 WHERE owner_user_id = $1 AND deleted_at IS NOT NULL',
    [visitorUserId, accountUserId],
  );
  for (const table of HOLDINGS_BESIDE_PROPOSALS) {
    await tx.query(`UPDATE ${table} SET owner_user_id = $2 WHERE owner_user_id = $1`, [
      visitorUserId,
      accountUserId,
    ]);
  }
  // The visitor's chat goes with them, so the agent and the customer keep talking after the
  // sign-in. An account has one OPEN conversation at most: an older one of the account's is
  // closed, as the visitor's is the one they were just using.
  await tx.query(
    `UPDATE chat_conversations SET status = 'CLOSED', closed_at = $3
      WHERE owner_user_id = $2 AND status = 'OPEN'
        AND EXISTS (SELECT 1 FROM chat_conversations
                     WHERE owner_user_id = $1 AND status = 'OPEN')`,
    [visitorUserId, accountUserId, at],
  );
  await tx.query('UPDATE chat_conversations SET owner_user_id = $2 WHERE owner_user_id = $1', [
    visitorUserId,
    accountUserId,
  ]);
  // A guest buyer's rating of the purchase moves too: one per policy and kind (the table's key
  // names the user), so the account is not asked to count the same purchase again.
  await tx.query('UPDATE feedback SET user_id = $2 WHERE user_id = $1', [
    visitorUserId,
    accountUserId,
  ]);
  await tx.query(
    `UPDATE customers SET user_id = $2, account_registered = true
      WHERE user_id = $1 AND NOT EXISTS (SELECT 1 FROM customers WHERE user_id = $2)`,
    [visitorUserId, accountUserId],
  );
  await tx.query(`UPDATE users SET kind = 'merged', merged_into = $2 WHERE id = $1`, [
    visitorUserId,
    accountUserId,
  ]);
  return moved;
}
