import { boughtFlex, getProposal, quotedProposal } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

const RETRIEVE = '/api/session/back-book';

type Answer = { accessToken?: string; code?: string };

describe(`retrieving a saved quote (${TEST_DATABASE_KIND})`, () => {
  // Each test in an hour of its own: the retrieve limits of one never reach the next.
  let hour = 8;
  const t = useTestApp();
  beforeEach(() => {
    hour += 1;
    t.clock.set(`2026-03-02T${String(hour).padStart(2, '0')}:00:00Z`);
  });

  const retrieve = (externalReference: string, dateOfBirth = '1985-03-27') =>
    t.call<Answer>('POST', RETRIEVE, {
      body: { externalReference, dateOfBirth, postcode: 'OX4 1HP' },
    });

  it('retrieves a saved quote with its reference, date of birth and postcode', async () => {
    const quoted = await quotedProposal(t, t.token);
    const answer = await retrieve(quoted.externalReference);
    expect(answer.status).toBe(201);
    const read = await getProposal(t, answer.body.accessToken as string, quoted.proposalCode);
    expect(read).toMatchObject({ status: 200, body: { status: 'QUOTE' } });
  });

  it('does not open a bought policy: its three facts answer as a wrong combination does', async () => {
    const bought = await boughtFlex(t, t.token);
    const wrong = await retrieve(bought.externalReference, '1990-01-01');
    expect(wrong.status).toBe(401);
    const right = await retrieve(bought.externalReference);
    expect({ status: right.status, body: right.body }).toEqual({
      status: wrong.status,
      body: wrong.body,
    });
    expect(right.body.accessToken).toBeUndefined();
  });

  it('does not open a quote of a visitor who holds a policy: its token would read the policy', async () => {
    const saved = await quotedProposal(t, t.token);
    await boughtFlex(t, t.token);
    const answer = await retrieve(saved.externalReference);
    expect(answer).toMatchObject({ status: 401, body: { code: 'retrieve.notFound' } });
  });
});
