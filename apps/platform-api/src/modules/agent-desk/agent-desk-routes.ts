import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../http/access';
import { NoContent, ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import { recordActingEnded } from './acting-end';
import { AGENT_DESK_ACTIONS, recordAgentDeskAction } from './agent-desk-audit';
import {
  AuditLogQuerySchema,
  AuditPageSchema,
  CustomerBillingSchema,
  CustomerRecordParams,
  CustomerRecordSchema,
  CustomerSearchQuery,
  CustomerSearchResultsSchema,
} from './agent-desk-schemas';
import { answerAuditLog } from './audit-log-answer';
import { checkedAuditFilters } from './audit-log-filters';
import { loadCustomerBilling } from './customer-billing';
import { loadCustomerRecord } from './customer-record';
import { searchCustomers } from './customer-search';
import { checkedQuery, planSearch } from './search-query';
import { limitAgentSearches } from './search-rate-limit';

/**
 * The query's q as sent, or the request's own schema error when it broke the schema otherwise
 * (an unknown parameter): a missing or repeated q is the search's own 400 (checkedQuery).
 */
function sentQuery(request: FastifyRequest): string | undefined {
  const failure = request.validationError;
  const aboutQ = (failure?.validation ?? []).every(
    (issue: { instancePath?: string; params?: unknown }) =>
      issue.instancePath === '/q' ||
      (issue.params as { missingProperty?: unknown } | undefined)?.missingProperty === 'q',
  );
  if (failure && !aboutQ) throw failure;
  const q = (request.query as { q?: unknown } | undefined)?.q;
  return typeof q === 'string' ? q : undefined;
}

/**
 * The agent desk (issue 19): agents holding access:impersonate find a customer by what a caller
 * tells them and read their whole record before acting for them. Both calls are about any
 * customer, so they need no X-Impersonate-User (the console may still send it while acting for
 * someone); every search and every record shown is audited, and searches are rate-limited per
 * agent.
 */
export const agentDeskRoutes: RoutesModule = (api, context) => {
  const tags = ['agent desk'];

  api.get(
    '/agent/customers',
    {
      config: { access: 'signedIn', permission: 'access:impersonate' },
      // A missing or wrong q answers the search's own problem, not the schema's.
      attachValidation: true,
      schema: {
        operationId: 'searchCustomers',
        tags,
        summary:
          'Finds customers by name (forgiving a misspelt surname), email, phone, postcode, date of birth, policy number, quote reference or registration (agents).',
        querystring: CustomerSearchQuery,
        response: { 200: CustomerSearchResultsSchema, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      const agent = principalOf(request);
      const plan = planSearch(checkedQuery(sentQuery(request)));
      await limitAgentSearches(context, agent.userId, reply);
      const results = await searchCustomers(context.db, plan, context.clock.now());
      await recordAgentDeskAction(context.db, {
        agentUserId: agent.userId,
        action: AGENT_DESK_ACTIONS.search,
        target: null,
        detail: {
          query: plan.text,
          kinds: [...plan.exact.map((match) => match.kind), ...(plan.name ? ['name'] : [])],
          results: results.length,
        },
        at: context.clock.now(),
      });
      return { results };
    },
  );

  api.get(
    '/agent/customers/:userId',
    {
      config: { access: 'signedIn', permission: 'access:impersonate' },
      schema: {
        operationId: 'getCustomerRecord',
        tags,
        summary:
          'A customer’s record: identity, policies, quotes, accounts and what agents did (agents).',
        params: CustomerRecordParams,
        response: { 200: CustomerRecordSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      const agent = principalOf(request);
      const record = await loadCustomerRecord(context, request.params.userId);
      await recordAgentDeskAction(context.db, {
        agentUserId: agent.userId,
        action: AGENT_DESK_ACTIONS.view,
        target: record.userId,
        detail: { policies: record.policies.length, accounts: record.accounts.length },
        at: context.clock.now(),
      });
      return record;
    },
  );

  api.post(
    '/agent/customers/:userId/acting/end',
    {
      config: { access: 'signedIn', permission: 'access:impersonate' },
      schema: {
        operationId: 'endActingFor',
        tags,
        summary:
          'Records that the agent stopped acting for this customer, in the audit log (agents). Send it naming no customer.',
        params: CustomerRecordParams,
        response: { 204: NoContent, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      await recordActingEnded(context.db, {
        agentUserId: principalOf(request).userId,
        customerUserId: request.params.userId,
        at: context.clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/agent/audit',
    {
      config: { access: 'signedIn', permission: 'access:audit-log' },
      schema: {
        operationId: 'readAuditLog',
        tags,
        summary:
          'The audit log of what agents did, newest first, by agent, customer and London days (supervisors).',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditPageSchema, ...ProblemResponses },
      },
    },
    // Reading the log is not itself logged: it changes nothing and names no customer's data
    // beyond what agents already did to it (a customer found by the search is, as a search).
    async (request, reply) =>
      answerAuditLog(
        context,
        principalOf(request).userId,
        checkedAuditFilters(request.query),
        reply,
      ),
  );

  api.get(
    '/agent/customers/:userId/billing',
    {
      config: { access: 'signedIn', permission: 'access:impersonate', role: 'finance' },
      schema: {
        operationId: 'getCustomerBilling',
        tags,
        summary:
          'A customer’s billing across all their accounts: balance, outstanding, statements and payment methods (finance).',
        params: CustomerRecordParams,
        response: { 200: CustomerBillingSchema, ...ProblemResponses },
      },
    },
    async (request) => loadCustomerBilling(context, principalOf(request), request.params.userId),
  );
};
