import { MovableClock } from '../clock';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  issueSignInCode,
  liveSignInEmail,
  redeemSignInCode,
  TooManyCodesError,
  withdrawSignInCode,
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
  const issue = async (who: ReturnType<typeof fresh>) =>
    (await issueSignInCode(db, { ...who, now: clock.now() })).code;
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

  // The limits are the literal numbers people meet, not the module's constants, so a changed
  // limit fails here.
  it('lets one client ask for 5 codes for one address (whatever its case) in 15 minutes, and says when to retry', async () => {
    const who = fresh();
    for (let sent = 0; sent < 5; sent++) {
      await issue({ ...who, email: sent % 2 ? who.email.toUpperCase() : who.email });
      clock.advance(1000);
    }
    const refused = issue(who);
    await expect(refused).rejects.toBeInstanceOf(TooManyCodesError);
    // The first of the five leaves the window 15 minutes after it was asked for (5 s ago).
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 15 * 60 - 5 });
    clock.advance(15 * 60_000 - 5000);
    await expect(issue(who)).resolves.toMatch(/^\d{6}$/);
  });

  it("does not let a stranger's requests from elsewhere lock a person out", async () => {
    const owner = fresh();
    const stranger = { ...fresh(), email: owner.email };
    for (let sent = 0; sent < 5; sent++) await issue(stranger);
    await expect(issue(stranger)).rejects.toBeInstanceOf(TooManyCodesError);
    // The owner, on their own client, still gets a code, and it signs in.
    const code = await issue(owner);
    await expect(redeem(owner.interactionUid, code)).resolves.toBe(owner.email);
  });

  it('keeps the code already sent usable after later requests are refused', async () => {
    const owner = fresh();
    let newest = '';
    for (let sent = 0; sent < 5; sent++) {
      newest = await issue(owner);
      clock.advance(1000);
    }
    await expect(issue(owner)).rejects.toBeInstanceOf(TooManyCodesError);
    await expect(issue(owner)).rejects.toBeInstanceOf(TooManyCodesError);
    await expect(liveSignInEmail(db, owner.interactionUid, clock.now())).resolves.toBe(owner.email);
    await expect(redeem(owner.interactionUid, newest)).resolves.toBe(owner.email);
  });

  it('caps one address at 20 codes an hour from every client together (no mail-bombing)', async () => {
    const target = fresh();
    for (let client = 0; client < 20; client++) {
      await issue({ ...fresh(), email: target.email });
      clock.advance(60_000);
    }
    // 20 minutes on, past the 15-minute windows: only the hourly cap refuses the 21st.
    const refused = issue({ ...fresh(), email: target.email });
    await expect(refused).rejects.toBeInstanceOf(TooManyCodesError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 40 * 60 });
    clock.advance(40 * 60_000);
    await expect(issue({ ...fresh(), email: target.email })).resolves.toMatch(/^\d{6}$/);
  });

  it('lets one client ask for 20 codes in 15 minutes, whatever the addresses', async () => {
    const client = fresh();
    for (let sent = 0; sent < 20; sent++) {
      await issue({ ...client, email: `guess${sent}.${client.email}` });
    }
    await expect(issue({ ...client, email: `one.more.${client.email}` })).rejects.toBeInstanceOf(
      TooManyCodesError,
    );
  });

  it('forgets a withdrawn code (its email was never sent), leaving the one sent before', async () => {
    const who = fresh();
    const sent = await issue(who);
    clock.advance(1000);
    const unsent = await issueSignInCode(db, { ...who, now: clock.now() });
    await withdrawSignInCode(db, unsent.id);
    await expect(redeem(who.interactionUid, sent)).resolves.toBe(who.email);
  });

  it('answers nothing for an interaction that never had a code', async () => {
    await expect(redeem('no-such-interaction', '123456')).resolves.toBeNull();
  });
});
