import { MovableClock } from '../clock';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  CODES_PER_CLIENT,
  CODES_PER_EMAIL,
  issueSignInCode,
  redeemSignInCode,
  TooManyCodesError,
} from './sign-in-codes';

describe('emailed sign-in codes', () => {
  let db: Database;
  const clock = new MovableClock('2026-03-02T10:00:00Z');
  let next = 0;
  // Each test its own interaction, address and client, so no limit carries over.
  const fresh = () => {
    next += 1;
    return {
      email: `person${next}@example.com`,
      interactionUid: `uid-${next}`,
      clientIp: `10.0.0.${next}`,
    };
  };
  const issue = (who: ReturnType<typeof fresh>) =>
    issueSignInCode(db, { ...who, now: clock.now() });
  const redeem = (interactionUid: string, code: string) =>
    redeemSignInCode(db, { interactionUid, code, now: clock.now() });

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('makes six digits, keeps only a hash, and signs in once with them', async () => {
    const who = fresh();
    const code = await issue(who);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM sign_in_codes WHERE interaction_uid = $1',
      [who.interactionUid],
    );
    expect(row?.code_hash).not.toContain(code);
    await expect(
      redeem(who.interactionUid, ` ${code.slice(0, 3)} ${code.slice(3)} `),
    ).resolves.toBe(who.email);
    await expect(redeem(who.interactionUid, code)).resolves.toBeNull();
  });

  it('expires', async () => {
    const who = fresh();
    const code = await issue(who);
    clock.advance(CODE_TTL_MINUTES * 60_000 + 1);
    await expect(redeem(who.interactionUid, code)).resolves.toBeNull();
  });

  it('stops working after too many wrong tries, even for the right code', async () => {
    const who = fresh();
    const code = await issue(who);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < CODE_MAX_ATTEMPTS; attempt++) {
      await expect(redeem(who.interactionUid, wrong)).resolves.toBeNull();
    }
    await expect(redeem(who.interactionUid, code)).resolves.toBeNull();
  });

  it('only honours the newest code of an interaction', async () => {
    const who = fresh();
    const first = await issue(who);
    clock.advance(1000);
    const second = await issue(who);
    if (first !== second) await expect(redeem(who.interactionUid, first)).resolves.toBeNull();
    await expect(redeem(who.interactionUid, second)).resolves.toBe(who.email);
  });

  it('limits codes per address (whatever its case) and per client, and says when to retry', async () => {
    const who = fresh();
    for (let sent = 0; sent < CODES_PER_EMAIL; sent++) {
      await issue({ ...who, email: sent % 2 ? who.email.toUpperCase() : who.email });
    }
    const refused = issue(who);
    await expect(refused).rejects.toBeInstanceOf(TooManyCodesError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    clock.advance(16 * 60_000);
    await expect(issue(who)).resolves.toMatch(/^\d{6}$/);

    const client = fresh();
    for (let sent = 0; sent < CODES_PER_CLIENT; sent++) {
      await issue({ ...client, email: `guess${sent}@example.com` });
    }
    await expect(issue({ ...client, email: 'one.more@example.com' })).rejects.toBeInstanceOf(
      TooManyCodesError,
    );
  });

  it('answers nothing for an interaction that never had a code', async () => {
    await expect(redeem('no-such-interaction', '123456')).resolves.toBeNull();
  });
});
