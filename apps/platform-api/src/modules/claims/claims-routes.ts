import { principalOf } from '../../http/access';
import { ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import { ClaimListSchema, FnolLinkBody, FnolLinkSchema, ListClaimsQuery } from './claims-schemas';
import { listOwnClaims, startFirstNotice } from './claims-service';

/**
 * Claims: a policy's claims as the claims provider reports them, and the link to its first notice
 * of loss form. The policy's owner, or an agent acting for them; anyone else's policy is a 404.
 */
export const claimsRoutes: RoutesModule = (api, context) => {
  const tags = ['claims'];

  api.get(
    '/claims',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'listClaims',
        tags,
        summary: "The claims on one of the caller's policies, newest loss first.",
        querystring: ListClaimsQuery,
        response: { 200: ClaimListSchema, ...ProblemResponses },
      },
    },
    async (request) => listOwnClaims(context, principalOf(request), request.query.policyNumber),
  );

  api.post(
    '/fnol/link',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'createFnolLink',
        tags,
        summary:
          "A single-use link to the claims provider's first-notice form for the policy; the browser goes there.",
        body: FnolLinkBody,
        response: { 201: FnolLinkSchema, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      const link = await startFirstNotice(context, principalOf(request), request.body);
      reply.code(201);
      return link;
    },
  );
};
