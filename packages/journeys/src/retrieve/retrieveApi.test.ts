import { type ApiClient, ApiClientError } from '@brand/api-client';
import { callFailure } from '../shared/call-failure';
import {
  proposalPath,
  RetrievedProposalMissing,
  retrieveFailureOf,
  retrieveSavedQuote,
} from './retrieveApi';

type Sent = { operationId: string; body?: unknown; query?: unknown };

/** An ApiClient answering each operation from `answers`, recording what it was sent. */
function fakeApi(answers: Record<string, unknown>, sent: Sent[] = []): ApiClient {
  return {
    request: jest.fn(async (request: { operationId: string; body?: unknown; query?: unknown }) => {
      sent.push({ operationId: request.operationId, body: request.body, query: request.query });
      const answer = answers[request.operationId];
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  } as unknown as ApiClient;
}

const ANSWERS = { externalReference: ' Q-123456 ', dateOfBirth: '1985-03-27', postcode: 'ox4 1hp' };

describe('retrieveSavedQuote', () => {
  it('keeps the retrieved token and finds the proposal with it', async () => {
    const sent: Sent[] = [];
    const api = fakeApi({ retrieveSession: { accessToken: 'retrieved-token' } }, sent);
    const tokensUsed: string[] = [];
    const proposals = fakeApi(
      {
        listProposals: [
          { externalReference: 'OTHER', productUrlName: 'driveaway', proposalCode: 'P2' },
          { externalReference: 'Q-123456', productUrlName: 'flex', proposalCode: 'P1' },
        ],
      },
      sent,
    );
    const kept: string[] = [];
    const found = await retrieveSavedQuote(
      api,
      { set: (token) => kept.push(token) },
      ANSWERS,
      (token) => {
        tokensUsed.push(token);
        return proposals;
      },
    );
    expect(found).toEqual({ productUrlName: 'flex', proposalCode: 'P1' });
    expect(kept).toEqual(['retrieved-token']);
    expect(tokensUsed).toEqual(['retrieved-token']);
    expect(sent).toEqual([
      {
        operationId: 'retrieveSession',
        body: { externalReference: 'Q-123456', dateOfBirth: '1985-03-27', postcode: 'ox4 1hp' },
        query: undefined,
      },
      {
        operationId: 'listProposals',
        body: undefined,
        query: { schemeCode: undefined, externalReference: 'Q-123456' },
      },
    ]);
  });

  it('fails when the retrieved session holds no proposal', async () => {
    const api = fakeApi({ retrieveSession: { accessToken: 't' } });
    await expect(
      retrieveSavedQuote(api, { set: () => undefined }, ANSWERS, () =>
        fakeApi({ listProposals: [] }),
      ),
    ).rejects.toBeInstanceOf(RetrievedProposalMissing);
  });
});

describe('retrieveFailureOf', () => {
  const failed = (status: number) =>
    new ApiClientError({
      kind: status === 401 ? 'UNAUTHORIZED' : 'UNEXPECTED',
      operationId: 'retrieveSession',
      status,
    });

  it.each([
    [failed(401), 'unauthorized'],
    [failed(429), 'tooManyAttempts'],
    [failed(500), 'unknown'],
    [failed(400), 'unknown'],
    [new ApiClientError({ kind: 'NETWORK', operationId: 'retrieveSession' }), 'unknown'],
    [new RetrievedProposalMissing('Q'), 'unknown'],
  ])('maps %s to %s', (error, failure) => {
    expect(retrieveFailureOf(callFailure(error))).toBe(failure);
  });
});

describe('proposalPath', () => {
  it('is the proposal route of spec 002 §2', () => {
    expect(proposalPath({ productUrlName: 'flex', proposalCode: 'P1A2' })).toBe(
      '/flex/proposal/P1A2',
    );
  });
});
