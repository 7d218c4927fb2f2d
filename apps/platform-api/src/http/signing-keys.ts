import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Sql } from '../db/database';

/** A key jose signs or verifies with (WebCrypto's CryptoKey on Node). */
type Key = Exclude<Awaited<ReturnType<typeof importJWK>>, Uint8Array>;

/** A token-signing key, kept in the database so a restart keeps everyone's tokens valid. */
export type SigningKey = {
  kid: string;
  privateKey: Key;
  publicKey: Key;
  privateJwk: JWK;
  publicJwk: JWK;
};

/** What a key signs: the platform's own tokens (ES256), or the sign-in server's (RS256). */
export type SigningKeyPurpose = 'platform' | 'sign-in';

export const SIGNING_ALGORITHM = 'ES256';

const ALGORITHM_OF: Record<SigningKeyPurpose, string> = {
  platform: SIGNING_ALGORITHM,
  // The Auth0 SDK refuses an ID token signed with anything but RS256.
  'sign-in': 'RS256',
};

/** The newest signing key for `purpose`, made and stored on first use. */
export async function loadSigningKey(
  db: Sql,
  purpose: SigningKeyPurpose = 'platform',
): Promise<SigningKey> {
  const alg = ALGORITHM_OF[purpose];
  const [row] = await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
    `SELECT kid, private_jwk, public_jwk FROM signing_keys WHERE purpose = $1
      ORDER BY created_at DESC LIMIT 1`,
    [purpose],
  );
  if (row) {
    const privateKey = (await importJWK(row.private_jwk, alg)) as Key;
    const publicKey = (await importJWK(row.public_jwk, alg)) as Key;
    return {
      kid: row.kid,
      privateKey,
      publicKey,
      privateJwk: row.private_jwk,
      publicJwk: row.public_jwk,
    };
  }
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg, use: 'sig' };
  // Two instances starting at once: the first insert wins and both use the stored key.
  await db.query(
    `INSERT INTO signing_keys (kid, private_jwk, public_jwk, purpose, created_at)
     VALUES ($1, $2, $3, $4, now()) ON CONFLICT DO NOTHING`,
    [kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk), purpose],
  );
  return loadSigningKey(db, purpose);
}
