import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { buildApp } from '../app';
import { MovableClock } from '../clock';
import {
  boughtFlex,
  getProposal,
  type ProposalBody,
  quotedProposal,
  uniquePerson,
  verify,
} from '../test/journey-fixtures';
import {
  PORTAL_CALLBACK,
  signInThroughPages,
  TestBrowser,
  tokenRequest,
} from '../test/sign-in-browser';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app';
import { TEST_DATABASE_KIND } from '../test/test-database';

// The sign-in server stamps its tokens with the wall clock; this one starts there.
const signInClock = new MovableClock(new Date());
const t = useTestApp({ anonymousToken: false, signInClock });

/** Signs in through the pages with an emailed code, as a person does: the tokens the app gets. */
async function signIn(email: string) {
  // The outbox reads newest first: each sign-in's email a moment after the last.
  t.clock.advance(1000);
  const { code, verifier } = await signInThroughPages(t, new TestBrowser(t), email);
  const tokens = await tokenRequest(t, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: PORTAL_CALLBACK,
  });
  expect(tokens.status).toBe(200);
  const idToken = decodeJwt(tokens.body.id_token as string);
  return { access: tokens.body.access_token as string, idToken };
}

const merge = (account: string, proposalCode: string, sourceAccessToken: string) =>
  t.call<ProposalBody & { code?: string }>('POST', '/api/proposals/merge', {
    token: account,
    body: { proposalCode, sourceAccessToken },
  });

const proposalsOf = async (token: string) =>
  (await t.call<ProposalBody[]>('GET', '/api/proposals', { token })).body.map(
    (proposal) => proposal.proposalCode,
  );

const policiesOf = (token: string) =>
  t.call<{ policyId: string }[]>('GET', '/api/policies', { token });

describe(`joining an account: only by the proof its holder has (${TEST_DATABASE_KIND})`, () => {
  it("a visitor who quotes with someone else's email does not make that person's account", async () => {
    const victim = uniquePerson();
    const visitor = await t.anonymousToken();
    const planted = await quotedProposal(t, visitor, {
      email: victim.email,
      firstName: 'Mallory',
      lastName: 'Planter',
      dateOfBirth: '1970-01-01',
    });
    // Account setup makes the visitor's customer record from the answers, the typed email in it.
    const setUp = await t.call('POST', `/api/proposals/${planted.proposalCode}/account`, {
      token: visitor,
    });
    expect(setUp.status).toBe(201);

    const { access, idToken } = await signIn(victim.email);
    // A fresh account: not the visitor's user, not the visitor's name.
    expect(idToken.sub).not.toBe(decodeJwt(visitor).sub);
    expect(idToken).toMatchObject({ email: victim.email, name: victim.email });
    expect(idToken.given_name).toBeUndefined();
    const customers = await t.db.query('SELECT id FROM customers WHERE user_id = $1', [
      idToken.sub,
    ]);
    expect(customers).toEqual([]);
    expect(await proposalsOf(access)).toEqual([]);

    // What the person does in their account stays out of the visitor's reach.
    const theirs = await quotedProposal(t, access);
    expect((await getProposal(t, visitor, theirs.proposalCode)).status).toBe(404);
    expect(await proposalsOf(visitor)).toEqual([planted.proposalCode]);
  });

  it('keeps a checked quote checked when it moves into the account (an agent can take its payment)', async () => {
    const visitor = await t.anonymousToken();
    const quoted = await quotedProposal(t, visitor);
    expect((await verify(t, visitor, quoted.proposalCode)).body.isClear).toBe(true);
    const { access } = await signIn(uniquePerson().email);
    expect((await merge(access, quoted.proposalCode, visitor)).status).toBe(200);

    const [row] = await t.db.query<{ version: number; checked: number }>(
      "SELECT version, (verification->>'version')::int AS checked FROM proposals WHERE id = $1",
      [quoted.proposalCode],
    );
    expect(row?.checked).toBe(row?.version);
  });

  it("refuses an anonymous token once its visitor's quotes are merged into an account", async () => {
    const visitor = await t.anonymousToken();
    const quoted = await quotedProposal(t, visitor);
    const { access } = await signIn(uniquePerson().email);
    expect((await merge(access, quoted.proposalCode, visitor)).status).toBe(200);

    expect((await t.call('GET', '/api/proposals', { token: visitor })).status).toBe(401);
    // The merge answers the same when the app repeats it...
    expect((await merge(access, quoted.proposalCode, visitor)).status).toBe(200);
    // ...but the spent token proves nothing to anybody else.
    const other = await signIn(uniquePerson().email);
    const again = await merge(other.access, quoted.proposalCode, visitor);
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 403,
      code: 'merge.invalidSource',
    });
    expect(await proposalsOf(access)).toEqual([quoted.proposalCode]);
  });

  it('refuses it on another instance within a minute, as that instance reads the database', async () => {
    const other: FastifyInstance = await buildApp({
      db: t.db,
      clock: t.clock,
      publicUrl: TEST_PUBLIC_URL,
      signInClock,
    });
    try {
      const visitor = await t.anonymousToken();
      const quoted = await quotedProposal(t, visitor);
      const listOnOther = async () =>
        (
          await other.inject({
            method: 'GET',
            url: '/api/proposals',
            headers: { authorization: `Bearer ${visitor}` },
          })
        ).statusCode;
      expect(await listOnOther()).toBe(200);
      const { access } = await signIn(uniquePerson().email);
      expect((await merge(access, quoted.proposalCode, visitor)).status).toBe(200);
      t.clock.advance(61 * 1000);
      expect(await listOnOther()).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('keeps a guest purchase visible to its buyer: merged by their token, never by the email', async () => {
    const buyer = uniquePerson();
    const visitor = await t.anonymousToken();
    const bought = await boughtFlex(t, visitor, buyer);
    const policyId = (bought as ProposalBody & { policyId: string }).policyId;

    // Signing in with the email typed at purchase proves only the email: no policy joins by it.
    const { access, idToken } = await signIn(buyer.email);
    expect(idToken.sub).not.toBe(decodeJwt(visitor).sub);
    expect((await policiesOf(access)).body).toEqual([]);

    // The app merges the visitor's proposals with the visitor's token, the bought one included.
    const merged = await merge(access, bought.proposalCode, visitor);
    expect({ status: merged.status, proposalStatus: merged.body.status }).toEqual({
      status: 200,
      proposalStatus: 'POLICY',
    });
    expect((await policiesOf(access)).body.map((policy) => policy.policyId)).toEqual([policyId]);
    expect((await t.call('GET', `/api/policies/${policyId}`, { token: access })).status).toBe(200);
    const [customer] = await t.db.query<{ account_registered: boolean; last_name: string }>(
      'SELECT account_registered, last_name FROM customers WHERE user_id = $1',
      [idToken.sub],
    );
    expect(customer).toEqual({ account_registered: true, last_name: buyer.lastName });
    expect((await t.call('GET', '/api/policies', { token: visitor })).status).toBe(401);
  });
});
