import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../clock';
import type { Sql } from '../db/database';

type Row = { payload: AdapterPayload; consumed_at: Date | null; expires_at: Date | null };

/**
 * How long an ended grant is remembered: far past the hour its last access token can live, so a
 * clock that differs a little from the sign-in server's never forgets one too soon.
 */
export const ENDED_GRANT_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Records that a grant (a sign-in) has ended, so every API instance refuses the access tokens it
 * issued (their `grant_id` claim, ADR 0017), and forgets those ended long enough ago.
 */
async function recordEndedGrant(db: Sql, grantId: string, at: Date): Promise<void> {
  await db.query(
    'INSERT INTO ended_grants (grant_id, ended_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [grantId, at],
  );
  await db.query('DELETE FROM ended_grants WHERE ended_at <= $1', [
    new Date(at.getTime() - ENDED_GRANT_KEPT_MS),
  ]);
}

/**
 * oidc-provider's storage on the platform's database, one row per artifact (session,
 * interaction, grant, authorization code, refresh token...), so a restart keeps everyone signed in
 * and two instances share sign-ins. Expired rows read as absent; `prune` deletes them.
 */
export function oidcAdapterFactory(db: Sql, clock: Clock): AdapterConstructor {
  return class PostgresOidcAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(clock.now().getTime() + expiresIn * 1000) : null;
      await db.query(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload,
           grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code, uid = EXCLUDED.uid,
           expires_at = EXCLUDED.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresAt,
        ],
      );
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
      const [row] = await db.query<Row>(
        `SELECT payload, consumed_at, expires_at FROM oidc_payloads
          WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > $3)`,
        [this.model, value, clock.now()],
      );
      if (!row) return undefined;
      // The provider reads `consumed` to refuse a code or refresh token used before.
      return row.consumed_at
        ? { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) }
        : row.payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db.query(
        'UPDATE oidc_payloads SET consumed_at = $3 WHERE model = $1 AND id = $2 AND consumed_at IS NULL',
        [this.model, id, clock.now()],
      );
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [this.model, id]);
      // The provider destroys a grant only to end it (a revoked or reused refresh token, a
      // sign-out); a grant that merely expires has no live access token left to refuse.
      if (this.model === 'Grant') await recordEndedGrant(db, id, clock.now());
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // Every artifact of the grant, whatever its model: a reused refresh token revokes them all.
      await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    }
  };
}

/** Deletes what has expired (called at start and now and then: rows read as absent anyway). */
export async function pruneOidcPayloads(db: Sql, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.query('DELETE FROM oidc_payloads WHERE expires_at <= $1', [now]);
  await db.query('DELETE FROM ended_grants WHERE ended_at <= $1', [
    new Date(now.getTime() - ENDED_GRANT_KEPT_MS),
  ]);
}
