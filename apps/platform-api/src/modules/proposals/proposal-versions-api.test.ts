// A save is one append (issue 20, ADR 0054): the answers, the quote and its price options as one
// row of proposal_versions keyed by (proposal_id, version), the key being the optimistic lock.
import {
  getProposal,
  type ProblemBody,
  type ProposalBody,
  patchProposal,
  quotedProposal,
  retrieveToken,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { findProposal, updateProposal } from './proposal-repository';

type VersionRow = {
  version: number;
  status: string;
  quote_id: string | null;
  quote: { id: string; result: { availablePaymentSchedules: unknown[] } } | null;
};

describe(`a proposal's saves as versions (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const versionsOf = (proposalCode: string) =>
    t.db.query<VersionRow>(
      `SELECT version, status, quote_id, quote FROM proposal_versions WHERE proposal_id = $1
        ORDER BY version`,
      [proposalCode],
    );
  const count = async (sql: string, proposalCode: string) =>
    Number((await t.db.query<{ n: number }>(sql, [proposalCode]))[0]?.n);

  it('appends one row per save, the rated quote and its price options inside it', async () => {
    const quoted = await quotedProposal(t, t.token);
    const versions = await versionsOf(quoted.proposalCode);
    // Version 1 is the creation; every PATCH of the journey appended the next.
    expect(versions.map((row) => row.version)).toEqual(
      Array.from({ length: quoted.version }, (_, index) => index + 1),
    );
    const last = versions.at(-1) as VersionRow;
    expect(last).toMatchObject({ status: 'QUOTE', quote_id: quoted.quote?.quoteId });
    expect(last.quote?.id).toBe(quoted.quote?.quoteId);
    // The price options live in the row's quote, per schedule; the answer shows those offered.
    const stored = last.quote?.result.availablePaymentSchedules as {
      type: string;
      priceOptions: unknown[];
    }[];
    expect(stored.every((schedule) => schedule.priceOptions.length > 0)).toBe(true);
    expect(stored.map((schedule) => schedule.type)).toEqual(
      expect.arrayContaining(quoted.quote?.availablePaymentSchedules.map((s) => s.type) ?? []),
    );
    // The quote is not written twice: no quotes row for a proposal's rated save.
    expect(
      await count(
        'SELECT count(*)::int AS n FROM quotes WHERE proposal_id = $1',
        quoted.proposalCode,
      ),
    ).toBe(0);
    // Read back, the proposal answers what the PATCH answered: quote, options, history.
    const read = await getProposal(t, t.token, quoted.proposalCode);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(quoted);
    expect(read.body.statusHistory.map((entry) => entry.status)).toEqual([
      'INSUFFICIENT_ACCURACY',
      'QUOTE',
    ]);
  });

  it('lets exactly one of two saves made from the same version land; the other saves nothing', async () => {
    const quoted = await quotedProposal(t, t.token);
    const before = await versionsOf(quoted.proposalCode);
    const historyBefore = await count(
      'SELECT count(*)::int AS n FROM proposal_status_history WHERE proposal_id = $1',
      quoted.proposalCode,
    );
    const at = t.clock.now();
    const outcomes = await Promise.all([
      updateProposal(t.db, quoted.proposalCode, quoted.version, { voluntaryExcess: 250 }, at, {
        history: { status: 'QUOTE', reasons: [] },
      }),
      updateProposal(t.db, quoted.proposalCode, quoted.version, { voluntaryExcess: 500 }, at, {
        history: { status: 'QUOTE', reasons: [] },
      }),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const after = await versionsOf(quoted.proposalCode);
    expect(after).toHaveLength(before.length + 1);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM proposal_status_history WHERE proposal_id = $1',
        quoted.proposalCode,
      ),
    ).toBe(historyBefore + 1);
    const won = outcomes[0] ? 250 : 500;
    const [current] = await t.db.query<{ version: number; voluntary_excess: number }>(
      'SELECT version, voluntary_excess FROM proposals WHERE id = $1',
      [quoted.proposalCode],
    );
    expect(current).toEqual({ version: quoted.version + 1, voluntary_excess: won });

    // A save from a version already taken changes nothing (saveProposal answers it with the 409).
    const stale = await updateProposal(
      t.db,
      quoted.proposalCode,
      quoted.version,
      { voluntaryExcess: 100 },
      at,
    );
    expect(stale).toBe(false);
  });

  it('waits behind a transaction holding the proposal, then saves nothing, without a deadlock', async () => {
    const quoted = await quotedProposal(t, t.token);
    const at = t.clock.now();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Binding and verification read the proposal FOR UPDATE, then save it.
    const holding = t.db.transaction(async (tx) => {
      await findProposal(tx, quoted.proposalCode, { forUpdate: true });
      await pause(300);
      return updateProposal(tx, quoted.proposalCode, quoted.version, { voluntaryExcess: 250 }, at);
    });
    await pause(100);
    const racing = updateProposal(
      t.db,
      quoted.proposalCode,
      quoted.version,
      { voluntaryExcess: 500 },
      at,
    );
    expect(await Promise.all([holding, racing])).toEqual([true, false]);
    expect(await versionsOf(quoted.proposalCode)).toHaveLength(quoted.version + 1);
  });

  it('answers concurrent rating PATCHes each with its own version or the usual 409, nothing doubled', async () => {
    const quoted = await quotedProposal(t, t.token);
    const before = await versionsOf(quoted.proposalCode);
    const responses = await Promise.all(
      [0, 1, 2, 3].map(() =>
        patchProposal<ProposalBody & ProblemBody>(t, t.token, quoted.proposalCode, {
          changes: [],
          applyRating: true,
        }),
      ),
    );
    const saved = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status !== 200);
    for (const response of refused) {
      expect(response).toMatchObject({
        status: 409,
        body: {
          code: 'proposal.concurrentChange',
          detail: 'The proposal was changed by another request. Reload it.',
        },
      });
    }
    const versions = saved.map((response) => response.body.version);
    expect(new Set(versions).size).toBe(saved.length);
    const after = await versionsOf(quoted.proposalCode);
    expect(after).toHaveLength(before.length + saved.length);
    // Each landed save holds its own quote; the proposal's current one is the last's.
    const latest = after.at(-1) as VersionRow;
    const read = await getProposal(t, t.token, quoted.proposalCode);
    expect(read.body.version).toBe(latest.version);
    expect(read.body.quote?.quoteId).toBe(latest.quote?.id);
  });

  it('is retrieved by its reference with its quote and price options as saved', async () => {
    const quoted = await quotedProposal(t, t.token);
    const token = await retrieveToken(t, quoted.externalReference);
    const listed = await t.call<ProposalBody[]>(
      'GET',
      `/api/proposals?externalReference=${quoted.externalReference}`,
      { token },
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([quoted]);
  });
});
