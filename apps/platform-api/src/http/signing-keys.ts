import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

/** A key jose signs or verifies with (WebCrypto's CryptoKey on Node). */
type Key = Exclude<Awaited<ReturnType<typeof importJWK>>, Uint8Array>;

import type { Sql } from '../db/database';

/** The platform's token-signing key: ES256, kept in the database so a restart keeps sessions. */
export type SigningKey = { kid: string; privateKey: Key; publicKey: Key; publicJwk: JWK };

export const SIGNING_ALGORITHM = 'ES256';

/** The newest signing key, made and stored on first use. */
export async function loadSigningKey(db: Sql): Promise<SigningKey> {
  const [row] = await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
    'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
  );
  if (row) {
    const privateKey = (await importJWK(row.private_jwk, SIGNING_ALGORITHM)) as Key;
    const publicKey = (await importJWK(row.public_jwk, SIGNING_ALGORITHM)) as Key;
    return { kid: row.kid, privateKey, publicKey, publicJwk: row.public_jwk };
  }
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM };
  // Two instances starting at once: the first insert wins and both use the stored key.
  await db.query(
    'INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk)],
  );
  return loadSigningKey(db);
}
