import { principalOf } from '../../http/access';
import { ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import { policyholderResponse } from './policyholder-response';
import { PolicyholderChangesBody, PolicyholderSchema } from './policyholder-schemas';
import { getOwnPolicyholder, updateOwnPolicyholder } from './policyholder-service';

/**
 * The account settings (spec 002 §7, GET and PATCH /policyholder): the signed-in customer's own
 * record, or the impersonated customer's for an admin acting for them, who may not change the
 * customer-only settings (CUSTOMER_ONLY_SETTINGS: 403 impersonation.customerOnly).
 */
export const policyholderRoutes: RoutesModule = (api, context) => {
  const tags = ['policyholder'];

  api.get(
    '/policyholder',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'getPolicyholder',
        tags,
        summary: "The caller's policyholder record: name, contact details, address, marketing.",
        response: { 200: PolicyholderSchema, ...ProblemResponses },
      },
    },
    async (request) =>
      policyholderResponse(await getOwnPolicyholder(context, principalOf(request))),
  );

  api.patch(
    '/policyholder',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'updatePolicyholder',
        tags,
        summary:
          'Changes account settings: only the settings sent that differ are saved; 422 saves nothing.',
        body: PolicyholderChangesBody,
        response: { 200: PolicyholderSchema, ...ProblemResponses },
      },
    },
    async (request) =>
      policyholderResponse(
        await updateOwnPolicyholder(context, principalOf(request), request.body),
      ),
  );
};
