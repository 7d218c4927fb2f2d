import { type ApiClient, ApiClientError } from '@brand/api-client';
import { createJourneyStore } from '../shared/store';
import { mergeVisitorProposals } from './anonymous-merge';
import { loadProposal, mergeAnonymousProposals } from './quoteApi';
import { selectMergeStatus, selectProposal } from './quoteSlice';

type Call = { operationId: string; body?: unknown };

/** A client answering each call by its operationId (a function gets the call's body). */
function fakeApi(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  const api: ApiClient = {
    async request<Result>(request: Call) {
      calls.push({ operationId: request.operationId, body: request.body });
      const answer = answers[request.operationId];
      const value = typeof answer === 'function' ? answer(request.body) : answer;
      if (value instanceof Error) throw value;
      return value as Result;
    },
  };
  return { api, calls };
}

const failure = (status: number) =>
  new ApiClientError({
    kind: status === 401 ? 'UNAUTHORIZED' : 'UNEXPECTED',
    operationId: 'x',
    status,
  });

const visitorQuotes = [
  { proposalCode: 'P1', status: 'QUOTE', kind: 'NEW' },
  { proposalCode: 'P2', status: 'INSUFFICIENT_ACCURACY', kind: 'NEW' },
  { proposalCode: 'P3', status: 'POLICY', kind: 'NEW' },
  { proposalCode: 'P4', status: 'QUOTE', kind: 'RENEWAL' },
];

describe('merging the visitor’s quotes into the account', () => {
  it('lists with the visitor’s token and merges each proposal with it as the proof, a bought one too', async () => {
    const visitor = fakeApi({ listProposals: visitorQuotes });
    const account = fakeApi({ mergeProposal: {} });
    const outcome = await mergeVisitorProposals(account.api, visitor.api, 'anon-token');
    // The guest purchase (P3) joins the account only this way: the email it was bought with
    // proves nothing (issue 14).
    expect(outcome).toEqual({ merged: ['P1', 'P2', 'P3', 'P4'] });
    expect(account.calls).toEqual(
      ['P1', 'P2', 'P3', 'P4'].map((proposalCode) => ({
        operationId: 'mergeProposal',
        body: { proposalCode, sourceAccessToken: 'anon-token' },
      })),
    );
  });

  it.each([
    ['a refused (expired) visitor token', { listProposals: failure(401) }, {}, []],
    [
      'a quote that is gone or already moved',
      { listProposals: visitorQuotes.slice(0, 2) },
      {
        mergeProposal: (body: { proposalCode: string }) =>
          body.proposalCode === 'P1' ? failure(404) : {},
      },
      ['P2'],
    ],
  ])('with %s, merges what it can', async (_case, visitorAnswers, accountAnswers, merged) => {
    const outcome = await mergeVisitorProposals(
      fakeApi(accountAnswers).api,
      fakeApi(visitorAnswers).api,
      't',
    );
    expect(outcome.merged).toEqual(merged);
  });

  it('fails on anything else, so the token is kept for another try', async () => {
    await expect(
      mergeVisitorProposals(
        fakeApi({ mergeProposal: failure(500) }).api,
        fakeApi({ listProposals: visitorQuotes }).api,
        't',
      ),
    ).rejects.toThrow();
  });
});

describe('the merge in the quote slice', () => {
  it('runs once per page load and has the merged proposal on screen read again', async () => {
    const visitor = fakeApi({ listProposals: visitorQuotes.slice(0, 1) });
    const account = fakeApi({
      getProposal: { proposalCode: 'P1', status: 'QUOTE' },
      mergeProposal: {},
    });
    const tokens: string[] = [];
    const store = createJourneyStore(account.api, (token) => {
      tokens.push(token);
      return visitor.api;
    });
    await store.dispatch(loadProposal('P1'));
    expect(selectMergeStatus(store.getState())).toBe('idle');
    await store.dispatch(mergeAnonymousProposals('anon-token'));
    expect(tokens).toEqual(['anon-token']);
    expect(selectMergeStatus(store.getState())).toBe('done');
    expect(selectProposal(store.getState())).toBeNull();
    await store.dispatch(mergeAnonymousProposals('anon-token'));
    expect(account.calls.filter((call) => call.operationId === 'mergeProposal')).toHaveLength(1);
  });

  it('is done, not stuck, when the merge failed', async () => {
    const store = createJourneyStore(
      fakeApi({}).api,
      () => fakeApi({ listProposals: failure(500) }).api,
    );
    await store.dispatch(mergeAnonymousProposals('t'));
    expect(selectMergeStatus(store.getState())).toBe('done');
  });
});
