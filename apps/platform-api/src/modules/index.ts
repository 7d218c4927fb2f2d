import { paymentWebhookRoutes } from '../integrations/payments/webhook-routes';
import type { RoutesModule } from '../platform-context';
import { adjustmentsRoutes } from './adjustments';
import { agentDeskRoutes } from './agent-desk';
import { appConfigRoutes } from './app-config';
import { billingRoutes } from './billing';
import { proposalActionsRoutes } from './binding';
import { chatRoutes } from './chat';
import { checkoutRoutes } from './checkout';
import { claimsRoutes } from './claims';
import { documentsRoutes } from './documents';
import { formsRoutes } from './forms';
import { insightsRoutes } from './insights';
import { lookupsRoutes } from './lookups';
import { openApiRoutes } from './openapi';
import { policiesRoutes } from './policies';
import { policyholderRoutes } from './policyholder';
import { proposalJourneyRoutes, proposalsRoutes } from './proposals';
import { sessionsRoutes } from './sessions';
import { uploadsRoutes } from './uploads';

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
  adjustmentsRoutes,
  policyholderRoutes,
  paymentWebhookRoutes,
  billingRoutes,
  checkoutRoutes,
  claimsRoutes,
  insightsRoutes,
  documentsRoutes,
  uploadsRoutes,
  agentDeskRoutes,
  chatRoutes,
];
