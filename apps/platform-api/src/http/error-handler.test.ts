import { useTestApp } from '../test/test-app';

type Problem = { type: string; title: string; detail?: string };

describe('problem answers for bodies that cannot be read', () => {
  const t = useTestApp();

  it.each([
    ['malformed JSON', '{"schemeCode": '],
    ['an empty JSON body', ''],
  ])('answers %s with a plain bad-request problem', async (_name, body) => {
    const response = await t.call<Problem>('POST', '/api/proposals', {
      token: t.token,
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      type: 'urn:brand:problem:bad-request',
      detail: 'The body is not valid JSON.',
    });
  });

  it('answers a wrong token with a 401 problem that blames no session', async () => {
    const response = await t.call<Problem>('GET', '/api/proposals', { token: 'nope' });
    expect(response.status).toBe(401);
    expect(response.body.title).toBe('We could not confirm who you are.');
  });
});
