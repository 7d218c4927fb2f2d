import type { Static } from 'typebox';
import { actingUserId, assertOwner } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError, type FieldError, notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { findCustomer } from '../customers';
import { findPolicy, listPolicies } from '../policy-records';
import type { ClaimSchema, FnolLinkBody } from './claims-schemas';

type Claim = Static<typeof ClaimSchema>;

/** The claims on one of the caller's policies, by its number; another's number answers 404. */
export async function listOwnClaims(
  context: PlatformContext,
  principal: Principal,
  policyNumber: string,
): Promise<Claim[]> {
  const policies = await listPolicies(context.db, actingUserId(principal));
  const policy = policies.find((candidate) => candidate.policyNumber === policyNumber);
  if (!policy) throw notFound('Policy');
  const claims = await context.integrations.claims.claimsFor(policy.policyNumber);
  return claims.map(({ occurredAt, ...claim }) => ({ ...claim, occurredDate: occurredAt }));
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses what would make the provider's page a trap: a callback off the platform's own origin
 * (an open redirect carrying the provider's trust) or a privacy link that is not http(s) (a
 * javascript: link on the provider's page).
 */
function checkLinkAddresses(publicUrl: string, body: Static<typeof FnolLinkBody>): void {
  const origin = new URL(publicUrl).origin;
  const errors: FieldError[] = [];
  if (originOf(body.callbackUrl) !== origin) {
    errors.push({
      path: 'body.callbackUrl',
      message: 'claims.callbackUrlOrigin',
      text: `must be an address on ${origin}`,
    });
  }
  if (
    !/^https?:$/.test(
      URL.canParse(body.privacyPolicyUrl) ? new URL(body.privacyPolicyUrl).protocol : '',
    )
  ) {
    errors.push({
      path: 'body.privacyPolicyUrl',
      message: 'claims.privacyPolicyUrlScheme',
      text: 'must be an http or https address',
    });
  }
  if (errors.length > 0) {
    throw new ApiError(
      'bad-request',
      errors.map((error) => `${error.path.slice(5)} ${error.text}`).join('; '),
      {
        code: 'claims.badLinkAddress',
        errors,
      },
    );
  }
}

/**
 * Opens a first notice of loss on one of the caller's policies: the provider's single-use link.
 * With external claims reporting off there is no online claim (403); a policy that has not
 * started yet has nothing to claim on (409).
 */
export async function startFirstNotice(
  context: PlatformContext,
  principal: Principal,
  body: Static<typeof FnolLinkBody>,
): Promise<{ url: string }> {
  const policy = await findPolicy(context.db, body.policyId);
  if (!policy) throw notFound('Policy');
  assertOwner(principal, policy.ownerUserId, 'Policy');
  // The claims tab hides the button when online claims are off; a caller that posts anyway is
  // told why here rather than handed a link to a provider the brand has not switched on.
  if (!context.features.externalClaimsReporting) {
    throw new ApiError('forbidden', 'Claims cannot be reported online; please call us instead.', {
      code: 'claims.onlineReportingOff',
    });
  }
  checkLinkAddresses(context.publicUrl, body);
  if (new Date(policy.firstInceptedAt).getTime() > context.clock.now().getTime()) {
    throw new ApiError('conflict', 'A claim can be made once the policy has started.', {
      code: 'claims.policyNotStarted',
    });
  }
  const customer = await findCustomer(context.db, policy.customerId);
  const insuredName = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  return context.integrations.claims.firstNoticeLink({
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    insuredName,
    callbackUrl: body.callbackUrl,
    privacyPolicyUrl: body.privacyPolicyUrl,
    telephone: body.telephone,
    email: body.email,
  });
}
