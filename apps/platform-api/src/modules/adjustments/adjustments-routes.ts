import { principalOf } from '../../http/access';
import { ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import { adjustmentResponse } from './adjustment-response';
import { AdjustmentIdParams, AdjustmentSchema, CreateAdjustmentBody } from './adjustments-schemas';
import { commitAdjustment, createAdjustment, getOwnAdjustment } from './adjustments-service';

/**
 * Policy adjustments (spec 001 §7): price a change to a bought policy, read it back, commit it.
 * A signed-in policyholder, or an agent acting for them; another customer's policy or adjustment
 * answers 404, as one that does not exist.
 */
export const adjustmentsRoutes: RoutesModule = (api, context) => {
  const tags = ['policyAdjustments'];

  api.post(
    '/policyAdjustments',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'createPolicyAdjustment',
        tags,
        summary:
          'Prices a mid-term (MTA), start-date (SDA) or cancellation (CAN) adjustment of a policy; unconfirmed until committed.',
        body: CreateAdjustmentBody,
        response: { 201: AdjustmentSchema, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      const adjustment = await createAdjustment(context, principalOf(request), request.body);
      reply.code(201);
      return adjustmentResponse(context, adjustment);
    },
  );

  api.get(
    '/policyAdjustments/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'getPolicyAdjustment',
        tags,
        summary:
          "One adjustment of one of the caller's policies, as priced (and whether confirmed).",
        params: AdjustmentIdParams,
        response: { 200: AdjustmentSchema, ...ProblemResponses },
      },
    },
    async (request) =>
      adjustmentResponse(
        context,
        await getOwnAdjustment(context, principalOf(request), request.params.id),
      ),
  );

  api.post(
    '/policyAdjustments/:id/commit',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'commitPolicyAdjustment',
        tags,
        summary:
          'Confirms an adjustment exactly once (a replay answers the same); 409 adjustment.gone once it has expired or the policy changed.',
        params: AdjustmentIdParams,
        response: { 200: AdjustmentSchema, ...ProblemResponses },
      },
    },
    async (request) =>
      adjustmentResponse(
        context,
        await commitAdjustment(context, principalOf(request), request.params.id),
      ),
  );
};
