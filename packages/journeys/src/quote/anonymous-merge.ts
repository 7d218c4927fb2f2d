// Merging on sign-in (spec 000 §4): "On load with no proposal and a signed-in user, a token
// merges the anonymous proposal into the account". The visitor's quotes are listed with the
// visitor's own token, then each is moved into the account with that token as the proof.
import {
  type ApiClient,
  createApiClient,
  isApiClientError,
  listProposals,
  mergeProposal,
} from '@brand/api-client';

/** What a merge did: the proposals moved into the account. */
export interface MergeOutcome {
  merged: string[];
}

/** An API client that sends the visitor's token (the platform on the page's own origin). */
export function visitorClient(token: string): ApiClient {
  return createApiClient({ baseUrl: '', getAccessToken: () => token });
}

/**
 * Moves the visitor's open quotes into the signed-in account. Bought ones (their policies live
 * elsewhere) and renewals stay. A token the platform no longer accepts has nothing to merge; a
 * quote that cannot move (gone, already moved) is left and the others still move.
 */
export async function mergeVisitorProposals(
  signedIn: ApiClient,
  visitor: ApiClient,
  sourceAccessToken: string,
): Promise<MergeOutcome> {
  let proposals: Awaited<ReturnType<typeof listProposals>>;
  try {
    proposals = await listProposals(visitor, {});
  } catch (error) {
    if (isApiClientError(error) && error.status === 401) return { merged: [] };
    throw error;
  }
  const merged: string[] = [];
  for (const proposal of proposals) {
    if (proposal.status === 'POLICY' || proposal.kind === 'RENEWAL') continue;
    try {
      await mergeProposal(signedIn, {
        body: { proposalCode: proposal.proposalCode, sourceAccessToken },
      });
      merged.push(proposal.proposalCode);
    } catch (error) {
      if (!isApiClientError(error) || (error.status !== 404 && error.status !== 403)) throw error;
    }
  }
  return { merged };
}
