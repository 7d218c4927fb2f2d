import { generateKeyPair, SignJWT } from 'jose';
import { MovableClock } from '../clock';
import type { Database } from '../db/database';
import { forgeryTally } from '../test/attack/attack-figures';
import { openTestDatabase } from '../test/test-database';
import { loadSigningKey } from './signing-keys';
import type { RevocationCheck } from './token-revocations';
import { ACCESS_TOKEN_TTL_SECONDS, TokenService } from './tokens';

const ISSUER = 'http://platform.test/';
const AUDIENCE = 'brand-platform-api';
const CLAIMS = { anonymous: true, roles: [], permissions: [] };

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('access tokens', () => {
  let db: Database;
  let clock: MovableClock;
  let tokens: TokenService;
  const forgeries = forgeryTally('token forgeries');

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
    await forgeries.record();
  });
  beforeEach(async () => {
    clock = new MovableClock('2026-03-02T10:00:00Z');
    tokens = new TokenService(await loadSigningKey(db), ISSUER, AUDIENCE, clock);
  });

  const refused = (token: string, service = tokens) =>
    forgeries.tried(expect(service.verify(token)).rejects.toMatchObject({ kind: 'unauthorized' }));

  it('verifies its own token into the principal', async () => {
    const token = await tokens.issue('user_1', 'session_1', { ...CLAIMS, roles: ['admin'] });
    await expect(tokens.verify(token)).resolves.toEqual({
      userId: 'user_1',
      sessionId: 'session_1',
      anonymous: true,
      roles: ['admin'],
      permissions: [],
    });
  });

  it('keeps the signing key across restarts (the same key is loaded again)', async () => {
    const first = await loadSigningKey(db);
    const second = await loadSigningKey(db);
    expect(second.kid).toBe(first.kid);
  });

  it('refuses an expired token, also after it was verified once', async () => {
    const token = await tokens.issue('user_1', 'session_1', CLAIMS);
    await tokens.verify(token);
    clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    await refused(token);
    const fresh = new TokenService(await loadSigningKey(db), ISSUER, AUDIENCE, clock);
    await refused(token, fresh);
  });

  it('refuses a token of another issuer or audience', async () => {
    const key = await loadSigningKey(db);
    const token = await tokens.issue('user_1', 'session_1', CLAIMS);
    await refused(token, new TokenService(key, 'https://elsewhere.example/', AUDIENCE, clock));
    await refused(token, new TokenService(key, ISSUER, 'another-api', clock));
  });

  it('refuses a tampered payload and a token signed by another key', async () => {
    const token = await tokens.issue('user_1', 'session_1', CLAIMS);
    const [header, , signature] = token.split('.');
    const payload = base64url({ sub: 'user_2', sid: 's', aud: AUDIENCE, iss: ISSUER, exp: 9e9 });
    await refused(`${header}.${payload}.${signature}`);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('user_1')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('1h')
      .sign(privateKey);
    await refused(forged);
  });

  it('refuses alg none and a malformed token', async () => {
    const header = base64url({ alg: 'none', typ: 'JWT' });
    const payload = base64url({ sub: 'user_1', sid: 's', aud: AUDIENCE, iss: ISSUER, exp: 9e9 });
    await refused(`${header}.${payload}.`);
    await refused('not-a-token');
  });

  describe('ended visitors and sign-ins', () => {
    // A revocation record that counts its reads: what the database would be asked.
    function countingRevocations() {
      const reads: RevocationCheck[] = [];
      const state = { revoked: false };
      return {
        reads,
        state,
        revocations: {
          isRevoked: async (check: RevocationCheck) => {
            reads.push(check);
            return state.revoked;
          },
        },
      };
    }

    it('reads whether a visitor has ended once per token per 30 seconds, not once per request', async () => {
      const { reads, state, revocations } = countingRevocations();
      const service = new TokenService(
        await loadSigningKey(db),
        ISSUER,
        AUDIENCE,
        clock,
        null,
        revocations,
      );
      const token = await service.issue('anon_1', 'session_1', CLAIMS);
      for (let call = 0; call < 100; call += 1) await service.verify(token);
      expect(reads).toEqual([{ kind: 'visitor', userId: 'anon_1' }]);
      state.revoked = true;
      clock.advance(29_999);
      await expect(service.verify(token)).resolves.toMatchObject({ userId: 'anon_1' });
      clock.advance(1);
      await refused(token, service);
      expect(reads).toHaveLength(2);
      // Refused for good: a new token check reads again and is refused again.
      await refused(token, service);
    });

    it('refuses a visitor forgotten on this instance at its next use', async () => {
      const { state, revocations } = countingRevocations();
      const service = new TokenService(
        await loadSigningKey(db),
        ISSUER,
        AUDIENCE,
        clock,
        null,
        revocations,
      );
      const token = await service.issue('anon_2', 'session_2', CLAIMS);
      await service.verify(token);
      state.revoked = true;
      service.forgetUser('anon_2');
      await refused(token, service);
    });

    it('asks nothing about a signed-in token of its own', async () => {
      const { reads, revocations } = countingRevocations();
      const service = new TokenService(
        await loadSigningKey(db),
        ISSUER,
        AUDIENCE,
        clock,
        null,
        revocations,
      );
      const token = await service.issue('user_3', 'session_3', { ...CLAIMS, anonymous: false });
      await service.verify(token);
      expect(reads).toEqual([]);
    });
  });
});
