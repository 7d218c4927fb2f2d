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
 * Moves what the visitor made before signing in into the account: their quotes, and a policy they
 * bought as a guest (signing in with the email they bought with does not join it: only this
 * token, the proof they hold, does). The platform moves everything the visitor holds with the
 * first merge and then refuses the token; the others answer as already moved. A token the
 * platform no longer accepts has nothing to merge; a proposal that cannot move (gone, moved) is
 * left and the others still move.
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
