import { type ApiClient, createApiClient, listProposals, retrieveSession } from '@brand/api-client';
import type { CallFailure } from '../shared/call-failure';
import { attempt, journeyThunk, type TokenKeeper } from '../shared/journey-thunk';

/**
 * Why a retrieve failed, each with its own message (spec 000 §8): the details match no saved
 * quote (401), too many tries (429), or anything else (the unknown-error modal).
 */
export const RETRIEVE_FAILURES = ['unauthorized', 'tooManyAttempts', 'unknown'] as const;
/** A retrieve failure. */
export type RetrieveFailure = (typeof RETRIEVE_FAILURES)[number];

export type { TokenKeeper };

/** The retrieve form's answers (spec 000 §5): the quote reference, ISO date of birth, postcode. */
export interface RetrieveAnswers {
  externalReference: string;
  dateOfBirth: string;
  postcode: string;
}

/** The retrieved proposal: where its page is. */
export interface RetrievedProposal {
  productUrlName: string;
  proposalCode: string;
}

/** The retrieve found the saved quote's session, but no proposal with the reference under it. */
export class RetrievedProposalMissing extends Error {
  constructor(externalReference: string) {
    super(`No proposal ${externalReference} under the retrieved session.`);
    this.name = 'RetrievedProposalMissing';
  }
}

/** An API client that sends exactly this token (the retrieved quote's), whoever else is signed in. */
export function clientWithToken(token: string): ApiClient {
  return createApiClient({ baseUrl: '', getAccessToken: () => token });
}

/**
 * Retrieves a saved quote (spec 000 §7): POST /session/back-book with the answers, keeps the
 * returned token as the visitor's anonymous token, and finds the proposal with that token
 * (GET /proposals?externalReference=).
 */
export async function retrieveSavedQuote(
  api: ApiClient,
  session: TokenKeeper,
  answers: RetrieveAnswers,
  withToken: (token: string) => ApiClient = clientWithToken,
): Promise<RetrievedProposal> {
  const externalReference = answers.externalReference.trim();
  const { accessToken } = await retrieveSession(api, {
    body: { externalReference, dateOfBirth: answers.dateOfBirth, postcode: answers.postcode },
  });
  session.set(accessToken);
  const proposals = await listProposals(withToken(accessToken), { externalReference });
  const proposal =
    proposals.find((candidate) => candidate.externalReference === externalReference) ??
    proposals[0];
  if (!proposal) throw new RetrievedProposalMissing(externalReference);
  return { productUrlName: proposal.productUrlName, proposalCode: proposal.proposalCode };
}

/** The proposal route of a retrieved quote (spec 002 §2). */
export function proposalPath({ productUrlName, proposalCode }: RetrievedProposal): string {
  return `/${encodeURIComponent(productUrlName)}/proposal/${encodeURIComponent(proposalCode)}`;
}

/** What a failed retrieve shows. */
export function retrieveFailureOf(failure: CallFailure): RetrieveFailure {
  if (failure.status === 401) return 'unauthorized';
  if (failure.status === 429) return 'tooManyAttempts';
  return 'unknown';
}

/**
 * Retrieves the saved quote of the form's answers (`retrieve/retrieve/...`): the found quote's
 * token becomes the visitor's anonymous token; answers where its proposal is.
 */
export const retrieveQuote = journeyThunk(
  'retrieve/retrieve',
  (answers: RetrieveAnswers, { extra, rejectWithValue }) =>
    attempt(
      () =>
        retrieveSavedQuote(
          extra.api,
          extra.anonymousSession,
          answers,
          extra.clientForToken ?? clientWithToken,
        ),
      rejectWithValue,
    ),
);
