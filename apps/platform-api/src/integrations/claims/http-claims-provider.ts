import { ProviderError } from '../provider-error';
import {
  CLAIM_STATUSES,
  type ClaimStatus,
  type ClaimsProvider,
  type FirstNoticeRequest,
  type ProviderClaim,
} from './claims-provider';

/** Where the claims provider is and how the platform signs in to it (CLAIMS_PROVIDER_*). */
export type HttpClaimsProviderOptions = {
  baseUrl: string;
  apiKey: string;
  /** How long one call may take before it is abandoned. @default 5000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
};

/** The claims provider could not answer: unreachable, too slow, refused the key or sent nonsense. */
export class ClaimsProviderError extends ProviderError {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ClaimsProviderError';
  }
}

function isTimeout(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'TimeoutError';
}

/** A claim as the provider's API sends it, checked field by field: nonsense is an error, not data. */
function claimFrom(value: unknown): ProviderClaim {
  const claim = value as Record<string, unknown> | null;
  const status = claim?.status;
  const occurred = typeof claim?.occurredDate === 'string' ? new Date(claim.occurredDate) : null;
  if (
    !claim ||
    typeof claim.claimReference !== 'string' ||
    !CLAIM_STATUSES.includes(status as ClaimStatus) ||
    !(
      claim.claimType === null ||
      claim.claimType === undefined ||
      typeof claim.claimType === 'string'
    ) ||
    typeof claim.insuredName !== 'string' ||
    !occurred ||
    Number.isNaN(occurred.getTime())
  ) {
    throw new ClaimsProviderError('The claims provider sent a claim the platform cannot read.');
  }
  return {
    claimReference: claim.claimReference,
    status: status as ClaimStatus,
    claimType: (claim.claimType as string | null | undefined) ?? null,
    insuredName: claim.insuredName,
    occurredAt: occurred.toISOString(),
  };
}

/**
 * A claims provider's REST API: GET /policies/{policyNumber}/claims answers `{ claims }`, POST
 * /fnol/links answers `{ url }` (an address on the provider's own site), both with a bearer key.
 */
export function createHttpClaimsProvider(options: HttpClaimsProviderOptions): ClaimsProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const fetchFn = options.fetch ?? globalThis.fetch;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        ...init,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${options.apiKey}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ClaimsProviderError(
        isTimeout(error)
          ? `The claims provider did not answer within ${timeoutMs} ms.`
          : `The claims provider could not be reached: ${(error as Error).message}`,
      );
    }
    if (response.status === 401 || response.status === 403) {
      throw new ClaimsProviderError(
        `The claims provider refused the API key (${response.status}).`,
        response.status,
      );
    }
    if (!response.ok) {
      throw new ClaimsProviderError(
        `The claims provider answered ${response.status}.`,
        response.status,
      );
    }
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new ClaimsProviderError(
        isTimeout(error)
          ? `The claims provider did not answer within ${timeoutMs} ms.`
          : 'The claims provider answered with invalid JSON.',
      );
    }
  }

  return {
    kind: 'http',
    async claimsFor(policyNumber) {
      const body = await call<{ claims?: unknown }>(
        `/policies/${encodeURIComponent(policyNumber)}/claims`,
      );
      if (!Array.isArray(body?.claims)) {
        throw new ClaimsProviderError('The claims provider sent no list of claims.');
      }
      return body.claims.map(claimFrom).sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
    },
    async firstNoticeLink(request: FirstNoticeRequest) {
      const body = await call<{ url?: unknown }>('/fnol/links', {
        method: 'POST',
        body: JSON.stringify(request),
      });
      const url = typeof body?.url === 'string' ? body.url : '';
      if (!/^https:\/\//.test(url) && !/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url)) {
        throw new ClaimsProviderError(
          'The claims provider sent no https address for the claim form.',
        );
      }
      return { url };
    },
  };
}
