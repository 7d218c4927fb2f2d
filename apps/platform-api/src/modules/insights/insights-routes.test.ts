import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { boughtFlex, quotedProposal } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

describe(`insights API (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const feedbackRows = async (policyId: string) =>
    t.db.query<{ type: string; rating: number; comment: string | null }>(
      'SELECT type, rating, comment FROM feedback WHERE policy_id = $1',
      [policyId],
    );

  it("keeps a customer's feedback on their policy once, and says so on a repeat", async () => {
    const owner = await t.signedInToken('feedback.owner@example.com');
    const policyId = (await boughtFlex(t, owner)).policyId as string;
    const body = {
      type: 'purchase',
      rating: 9,
      comment: '  Quick and clear.  ',
      tags: { policyId },
    };
    const first = await t.call<{ recorded: boolean }>('POST', '/api/insights/feedback', {
      token: owner,
      body,
    });
    expect([first.status, first.body]).toEqual([201, { recorded: true }]);
    const repeat = await t.call<{ recorded: boolean }>('POST', '/api/insights/feedback', {
      token: owner,
      body: { ...body, rating: 2 },
    });
    expect([repeat.status, repeat.body]).toEqual([200, { recorded: false }]);
    expect(await feedbackRows(policyId)).toEqual([
      { type: 'purchase', rating: 9, comment: 'Quick and clear.' },
    ]);
  });

  it('refuses a rating outside 1 to 10, a long comment and an unknown kind, keeping nothing', async () => {
    const owner = await t.signedInToken('feedback.owner@example.com');
    const policyId = (await boughtFlex(t, owner)).policyId as string;
    for (const bad of [
      { rating: 0 },
      { rating: 11 },
      { rating: 5.5 },
      { comment: 'x'.repeat(1001) },
      { type: 'renewal' },
      { tags: {} },
      { tags: { policyId, extra: 'x' } },
    ]) {
      const response = await t.call('POST', '/api/insights/feedback', {
        token: owner,
        body: { type: 'mta', rating: 5, tags: { policyId }, ...bad },
      });
      expect([bad, response.status]).toEqual([bad, 400]);
    }
    expect(await feedbackRows(policyId)).toEqual([]);
  });

  it('refuses a rating sent as text or a fraction, naming the field, keeping nothing', async () => {
    const owner = await t.signedInToken('feedback.owner@example.com');
    const policyId = (await boughtFlex(t, owner)).policyId as string;
    for (const rating of ['7', '7.0', 7.5, true, [7]]) {
      const response = await t.call<{ errors?: { path: string }[] }>(
        'POST',
        '/api/insights/feedback',
        { token: owner, body: { type: 'purchase', rating, tags: { policyId } } },
      );
      expect([rating, response.status]).toEqual([rating, 400]);
      expect(response.body.errors?.map((error) => error.path)).toContain('body.rating');
    }
    expect(await feedbackRows(policyId)).toEqual([]);
  });

  it("answers 404 for another customer's policy and 403 to an agent acting for the owner", async () => {
    const owner = await t.signedInToken('feedback.owner@example.com');
    const policyId = (await boughtFlex(t, owner)).policyId as string;
    const body = { type: 'purchase', rating: 7, tags: { policyId } };
    const other = await t.signedInToken('feedback.other@example.com');
    expect((await t.call('POST', '/api/insights/feedback', { token: other, body })).status).toBe(
      404,
    );
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'feedback.owner@example.com',
    ]);
    const agent = await t.signedInToken('feedback.agent@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const asAgent = await t.call('POST', '/api/insights/feedback', {
      token: agent,
      body,
      headers: { [IMPERSONATE_USER_HEADER]: user?.id as string },
    });
    expect(asAgent.status).toBe(403);
    expect(await feedbackRows(policyId)).toEqual([]);
  });

  it('keeps the rating of a visitor who bought without signing in, on the session owning the policy', async () => {
    // The success page asks whoever bought (spec 001 §5), and a visitor holds the policy on
    // the anonymous session that bought it; another visitor's session learns nothing (404).
    const visitor = await t.anonymousToken();
    const policyId = (await boughtFlex(t, visitor)).policyId as string;
    const body = { type: 'purchase', rating: 6, comment: 'Fine', tags: { policyId } };
    const other = await t.anonymousToken();
    expect((await t.call('POST', '/api/insights/feedback', { token: other, body })).status).toBe(
      404,
    );
    expect(await feedbackRows(policyId)).toEqual([]);
    const first = await t.call('POST', '/api/insights/feedback', { token: visitor, body });
    const again = await t.call('POST', '/api/insights/feedback', { token: visitor, body });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await feedbackRows(policyId)).toEqual([
      { type: 'purchase', rating: 6, comment: 'Fine' },
    ]);
    // Signing in afterwards moves the policy and its rating: the account's repeat keeps the first.
    const account = await t.signedInToken('feedback.guest@example.com');
    const [bought] = await t.db.query<{ proposal_id: string }>(
      'SELECT proposal_id FROM policies WHERE id = $1',
      [policyId],
    );
    const merged = await t.call('POST', '/api/proposals/merge', {
      token: account,
      body: { proposalCode: bought?.proposal_id, sourceAccessToken: visitor },
    });
    expect(merged.status).toBe(200);
    const afterMerge = await t.call<{ recorded: boolean }>('POST', '/api/insights/feedback', {
      token: account,
      body: { ...body, rating: 2 },
    });
    expect([afterMerge.status, afterMerge.body]).toEqual([200, { recorded: false }]);
    expect(await feedbackRows(policyId)).toEqual([
      { type: 'purchase', rating: 6, comment: 'Fine' },
    ]);
  });

  it('records an impression once per proposal per session', async () => {
    const visitor = await t.anonymousToken();
    const quote = await quotedProposal(t, visitor);
    const body = { proposalCode: quote.proposalCode, values: { utm_source: 'dealer', ref: 'x1' } };
    const first = await t.call('POST', '/api/insights/impression', { token: visitor, body });
    const again = await t.call('POST', '/api/insights/impression', { token: visitor, body });
    expect([first.status, again.status]).toEqual([201, 200]);
    const other = await t.anonymousToken();
    expect((await t.call('POST', '/api/insights/impression', { token: other, body })).status).toBe(
      404,
    );
    const empty = await t.call('POST', '/api/insights/impression', {
      token: visitor,
      body: { proposalCode: quote.proposalCode, values: {} },
    });
    expect(empty.status).toBe(400);
    const rows = await t.db.query<{ tracking_values: unknown }>(
      'SELECT tracking_values FROM impressions WHERE proposal_id = $1',
      [quote.proposalCode],
    );
    expect(rows).toEqual([{ tracking_values: { utm_source: 'dealer', ref: 'x1' } }]);
  });
});
