import { buildApp } from '../app';
import { quotedProposal } from '../test/journey-fixtures';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app';
import { TEST_DATABASE_KIND } from '../test/test-database';

// The limits as the product states them, written out: a test reading the implementation's own
// constants would pass whatever they were changed to.
const TRIES_PER_REFERENCE = 10;
const TRIES_PER_CLIENT = 30;
const MINUTE = 60 * 1000;
const WINDOW = 15 * MINUTE;

const RETRIEVE = '/api/session/back-book';

type Answer = { status: number; body: Record<string, unknown>; headers: Record<string, unknown> };

describe(`retrieve rate limits (${TEST_DATABASE_KIND})`, () => {
  // Each test starts in an hour of its own: the windows of one test never reach the next.
  let hour = 8;
  const t = useTestApp({ anonymousToken: false });
  beforeEach(() => {
    hour += 1;
    t.clock.set(`2026-03-02T${String(hour).padStart(2, '0')}:00:00Z`);
  });

  const retrieve = (body: object) => t.call<Record<string, unknown>>('POST', RETRIEVE, { body });

  async function savedQuote() {
    const quoted = await quotedProposal(t, await t.anonymousToken());
    return {
      externalReference: quoted.externalReference,
      dateOfBirth: '1985-03-27',
      postcode: 'OX4 1HP',
    };
  }

  const problemOf = (answer: Answer) => ({
    status: answer.status,
    type: answer.body.type,
    code: answer.body.code,
    retryAfter: answer.headers['retry-after'],
  });

  it('answers every wrong combination the same 401 for 10 tries on a reference, then 429 for 15 minutes', async () => {
    const saved = await savedQuote();
    const wrong = [
      { ...saved, dateOfBirth: '1990-01-01' },
      { ...saved, postcode: 'SW1A 1AA' },
      { ...saved, dateOfBirth: '1990-01-01', postcode: 'SW1A 1AA' },
    ];
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < TRIES_PER_REFERENCE; attempt += 1) {
      answers.push(await retrieve(wrong[attempt % wrong.length] as object));
    }
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body])))).toEqual(
      new Set([JSON.stringify([401, answers[0]?.body])]),
    );
    expect(answers[0]?.body.code).toBe('retrieve.notFound');

    // The 11th try, even the right combination, waits, and says for how long: 15 minutes.
    const limited = await retrieve(saved);
    expect(problemOf(limited)).toEqual({
      status: 429,
      type: 'urn:brand:problem:too-many-requests',
      code: 'retrieve.tooManyAttempts',
      retryAfter: '900',
    });
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    t.clock.advance(5 * MINUTE);
    expect((await retrieve(saved)).headers['retry-after']).toBe(String(10 * 60));

    // A reference in any case or spacing is the same reference.
    const respelt = { ...saved, externalReference: ` ${saved.externalReference.toLowerCase()} ` };
    expect((await retrieve(respelt)).status).toBe(429);

    // Another reference from the same client is not limited by this one's count.
    expect((await retrieve({ ...saved, externalReference: 'MINI-OTHER-1' })).status).toBe(401);

    // A second before the window's 15 minutes are up it still waits; at 15 minutes it is let in.
    t.clock.advance(10 * MINUTE - 1000);
    expect((await retrieve(saved)).status).toBe(429);
    t.clock.advance(1000);
    expect((await retrieve(saved)).status).toBe(201);
  });

  it('limits a client to 30 tries in 15 minutes, whatever references they try', async () => {
    const saved = await savedQuote();
    for (let attempt = 0; attempt < TRIES_PER_CLIENT; attempt += 1) {
      const answer = await retrieve({ ...saved, externalReference: `MINI-GUESS-${attempt}` });
      expect(answer.status).toBe(401);
    }
    expect(problemOf(await retrieve(saved))).toMatchObject({
      status: 429,
      code: 'retrieve.tooManyAttempts',
      retryAfter: '900',
    });
    t.clock.advance(WINDOW - 1000);
    expect((await retrieve(saved)).status).toBe(429);
    t.clock.advance(1000);
    expect((await retrieve(saved)).status).toBe(201);
  });

  it('keeps its count in the database: another instance on it sees the same limit', async () => {
    const saved = await savedQuote();
    for (let attempt = 0; attempt < TRIES_PER_REFERENCE; attempt += 1) {
      await retrieve({ ...saved, postcode: 'SW1A 1AA' });
    }
    const other = await buildApp({ db: t.db, clock: t.clock, publicUrl: TEST_PUBLIC_URL });
    try {
      const answer = await other.inject({ method: 'POST', url: RETRIEVE, payload: saved });
      expect(answer.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('keeps no row for a key whose window has ended', async () => {
    const saved = await savedQuote();
    await retrieve({ ...saved, externalReference: 'MINI-ONCE-1' });
    t.clock.advance(WINDOW + 1000);
    await retrieve(saved);
    const keys = await t.db.query<{ key: string }>('SELECT key FROM rate_limit_windows');
    expect(keys.map((row) => row.key)).not.toContain('retrieve:reference:MINI-ONCE-1');
    expect(keys.map((row) => row.key)).toContain(
      `retrieve:reference:${saved.externalReference.toUpperCase()}`,
    );
  });
});
