import { sortPolicies } from '@brand/domain';
import { principalOf } from '../../http/access';
import { ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import { PolicyIdParams } from '../policy-records';
import {
  AutoRenewalBody,
  ListPoliciesQuery,
  PolicyListSchema,
  PolicySchema,
} from './policies-schemas';
import { getOwnPolicy, listOwnPolicies } from './policies-service';
import { setPolicyAutoRenewal } from './policy-auto-renewal';
import { policyResponse } from './policy-response';

/**
 * Policies: the caller's list and one policy. Open to any caller's token: a visitor who bought
 * without signing in holds the policy on their anonymous user until the account step links it.
 */
export const policiesRoutes: RoutesModule = (api, context) => {
  const tags = ['policies'];

  api.get(
    '/policies',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'listPolicies',
        tags,
        summary: "The caller's policies: live cover first, then newest inception first.",
        querystring: ListPoliciesQuery,
        response: { 200: PolicyListSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      const policies = await listOwnPolicies(context, principalOf(request), request.query);
      return sortPolicies(
        await Promise.all(policies.map((policy) => policyResponse(context, policy))),
      );
    },
  );

  api.get(
    '/policies/:id',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'getPolicy',
        tags,
        summary: 'One policy with its current version, renewal and upsell proposals.',
        params: PolicyIdParams,
        response: { 200: PolicySchema, ...ProblemResponses },
      },
    },
    async (request) =>
      policyResponse(context, await getOwnPolicy(context, principalOf(request), request.params.id)),
  );

  api.put(
    '/policies/:id/autoRenewal',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'setPolicyAutoRenewal',
        tags,
        summary: "Switches the policy's auto-renewal; switching it off needs the opt-out reason.",
        params: PolicyIdParams,
        body: AutoRenewalBody,
        response: { 200: PolicySchema, ...ProblemResponses },
      },
    },
    async (request) =>
      policyResponse(
        context,
        await setPolicyAutoRenewal(context, principalOf(request), request.params.id, request.body),
      ),
  );
};
