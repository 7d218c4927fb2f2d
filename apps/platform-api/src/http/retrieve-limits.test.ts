import { buildApp } from '../app';
import { quotedProposal } from '../modules/policies/journey-fixtures';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app';
import { TEST_DATABASE_KIND } from '../test/test-database';
import { RETRIEVE_LIMITS, RETRIEVE_WINDOW_MS } from './retrieve-limits';

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

  it('answers every wrong combination the same 401 until the reference’s limit, then 429', async () => {
    const saved = await savedQuote();
    const wrong = [
      { ...saved, dateOfBirth: '1990-01-01' },
      { ...saved, postcode: 'SW1A 1AA' },
      { ...saved, dateOfBirth: '1990-01-01', postcode: 'SW1A 1AA' },
    ];
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < RETRIEVE_LIMITS.perReference.hits; attempt += 1) {
      answers.push(await retrieve(wrong[attempt % wrong.length] as object));
    }
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body])))).toEqual(
      new Set([JSON.stringify([401, answers[0]?.body])]),
    );
    expect(answers[0]?.body.code).toBe('retrieve.notFound');

    // Over the limit even the right combination waits, and says for how long.
    const limited = await retrieve(saved);
    expect(problemOf(limited)).toEqual({
      status: 429,
      type: 'urn:brand:problem:too-many-requests',
      code: 'retrieve.tooManyAttempts',
      retryAfter: String(RETRIEVE_WINDOW_MS / 1000),
    });
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    t.clock.advance(5 * 60 * 1000);
    expect((await retrieve(saved)).headers['retry-after']).toBe(String(10 * 60));

    // A reference in any case or spacing is the same reference.
    const respelt = { ...saved, externalReference: ` ${saved.externalReference.toLowerCase()} ` };
    expect((await retrieve(respelt)).status).toBe(429);

    // Another reference from the same client is not limited by this one's count.
    expect((await retrieve({ ...saved, externalReference: 'MINI-OTHER-1' })).status).toBe(401);

    t.clock.advance(RETRIEVE_WINDOW_MS);
    expect((await retrieve(saved)).status).toBe(201);
  });

  it('limits a client trying many references, whatever they are', async () => {
    const saved = await savedQuote();
    for (let attempt = 0; attempt < RETRIEVE_LIMITS.perClient.hits; attempt += 1) {
      const answer = await retrieve({ ...saved, externalReference: `MINI-GUESS-${attempt}` });
      expect(answer.status).toBe(401);
    }
    expect(problemOf(await retrieve(saved))).toMatchObject({
      status: 429,
      code: 'retrieve.tooManyAttempts',
    });
  });

  it('keeps its count in the database: another instance on it sees the same limit', async () => {
    const saved = await savedQuote();
    for (let attempt = 0; attempt < RETRIEVE_LIMITS.perReference.hits; attempt += 1) {
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
    t.clock.advance(RETRIEVE_WINDOW_MS + 1000);
    await retrieve(saved);
    const keys = await t.db.query<{ key: string }>('SELECT key FROM rate_limit_windows');
    expect(keys.map((row) => row.key)).not.toContain('retrieve:reference:MINI-ONCE-1');
    expect(keys.map((row) => row.key)).toContain(
      `retrieve:reference:${saved.externalReference.toUpperCase()}`,
    );
  });
});
