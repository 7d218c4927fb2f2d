import { paymentWebhookRoutes } from '../integrations/payments/webhook-routes';
import type { RoutesModule } from '../platform-context';
import { appConfigRoutes } from './app-config/app-config-routes';
import { billingRoutes } from './billing/billing-routes';
import { checkoutRoutes } from './checkout/checkout-routes';
import { formsRoutes } from './forms/forms-routes';
import { lookupsRoutes } from './lookups/lookups-routes';
import { openApiRoutes } from './openapi/openapi-routes';
import { policiesRoutes } from './policies/policies-routes';
import { policyholderRoutes } from './policyholder/policyholder-routes';
import { proposalActionsRoutes } from './proposals/proposal-actions-routes';
import { proposalJourneyRoutes } from './proposals/proposal-journey-routes';
import { proposalsRoutes } from './proposals/proposals-routes';
import { sessionsRoutes } from './sessions/sessions-routes';

/** Every area of the call catalogue, registered under /api in this order. */
export const API_MODULES: readonly RoutesModule[] = [
  openApiRoutes,
  appConfigRoutes,
  sessionsRoutes,
  proposalsRoutes,
  proposalJourneyRoutes,
  formsRoutes,
  lookupsRoutes,
  proposalActionsRoutes,
  policiesRoutes,
  policyholderRoutes,
  paymentWebhookRoutes,
  billingRoutes,
  checkoutRoutes,
];
