import Type from 'typebox';
import { principalOf } from '../../http/access';
import { ApiError, notFound } from '../../http/problem';
import { ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import { PolicyIdParams } from '../policy-records';
import { loadStatementSummaries } from './account-statements';
import {
  accountResponse,
  paymentMethodResponse,
  statementResponse,
  statementSummaryResponse,
} from './billing-response';
import {
  AccountIdParams,
  BillingDayBody,
  CreateAccountBody,
  CustomerAccountSchema,
  ListAccountsQuery,
  OutstandingBalanceProblemSchema,
  PaymentDayBody,
  PaymentMethodSchema,
  StatementDocumentSchema,
  StatementEstimateSchema,
  StatementFileParams,
  StatementFileQuery,
  StatementParams,
  StatementSchema,
  StatementSummarySchema,
} from './billing-schemas';
import {
  accountOfOwnProposal,
  getOwnAccount,
  listOwnAccounts,
  setAccountPaymentDay,
  setPolicyBillingDay,
} from './customer-account-service';
import { nextStatementEstimate } from './next-statement-estimate';
import { listPaymentMethods } from './payment-method-repository';
import { openStatementDocument, statementDocumentFile } from './statement-document';

/**
 * Billing (spec 002 §7): customer accounts, their statements, the next-statement estimate,
 * payment methods and the payment day. Open to any caller's token, as policies are (a visitor who
 * bought without signing in holds the policy); every call on an account checks it is the caller's.
 */
export const billingRoutes: RoutesModule = (api, context) => {
  const tags = ['billing'];
  const read = { config: { access: 'caller' as const } };

  api.get(
    '/customerAccounts',
    {
      ...read,
      schema: {
        operationId: 'listCustomerAccounts',
        tags,
        summary: "The caller's customer accounts, optionally of one policy number.",
        querystring: ListAccountsQuery,
        response: { 200: Type.Array(CustomerAccountSchema), ...ProblemResponses },
      },
    },
    async (request) => {
      const accounts = await listOwnAccounts(
        context,
        principalOf(request),
        request.query.policyNumber,
      );
      return Promise.all(accounts.map((account) => accountResponse(context.db, account)));
    },
  );

  api.post(
    '/customerAccounts',
    {
      ...read,
      schema: {
        operationId: 'createCustomerAccount',
        tags,
        summary:
          'The customer account of a bound proposal (the bind opens it; 409 before, or 402 while another account owes money).',
        body: CreateAccountBody,
        response: {
          200: CustomerAccountSchema,
          402: OutstandingBalanceProblemSchema,
          ...ProblemResponses,
        },
      },
    },
    async (request) =>
      accountResponse(
        context.db,
        await accountOfOwnProposal(context, principalOf(request), request.body.proposalCode),
      ),
  );

  api.get(
    '/customerAccounts/:id/statements',
    {
      ...read,
      schema: {
        operationId: 'listStatements',
        tags,
        summary: "An account's statements, newest first, summed from its ledger.",
        params: AccountIdParams,
        response: { 200: Type.Array(StatementSummarySchema), ...ProblemResponses },
      },
    },
    async (request) => {
      const account = await getOwnAccount(context, principalOf(request), request.params.id);
      const statements = await loadStatementSummaries(context.db, account.id);
      return statements.reverse().map(statementSummaryResponse);
    },
  );

  api.get(
    '/customerAccounts/:id/statements/:statementId',
    {
      ...read,
      schema: {
        operationId: 'getStatement',
        tags,
        summary: 'One statement with its line items.',
        params: StatementParams,
        response: { 200: StatementSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      const account = await getOwnAccount(context, principalOf(request), request.params.id);
      const statement = (await loadStatementSummaries(context.db, account.id)).find(
        (candidate) => candidate.id === request.params.statementId,
      );
      if (!statement) throw notFound('Statement');
      return statementResponse(statement);
    },
  );

  api.get(
    '/customerAccounts/:id/statements/:statementId/document',
    {
      ...read,
      schema: {
        operationId: 'getStatementDocument',
        tags,
        summary: "A short-lived link the browser opens the statement's PDF at (spec 001 §7).",
        params: StatementParams,
        response: { 200: StatementDocumentSchema, ...ProblemResponses },
      },
    },
    async (request) =>
      openStatementDocument(
        context,
        principalOf(request),
        request.params.id,
        request.params.statementId,
      ),
  );

  api.get(
    '/billing/statements/files/:fileName',
    {
      // A link opened in a new tab carries no bearer token: its signed, short-lived token is the
      // permission and names the one statement it opens. Outside the OpenAPI document, as the
      // documents' file route is: the browser opens it, the client never calls it.
      config: { access: 'public' },
      schema: { hide: true, params: StatementFileParams, querystring: StatementFileQuery },
    },
    async (request, reply) => {
      const file = await statementDocumentFile(
        context,
        request.query.link,
        request.params.fileName,
      );
      if (!file) {
        throw new ApiError(
          'not-found',
          'This statement link has expired or is not valid: open the statement again from your billing.',
          { code: 'billing.statementLinkNotValid' },
        );
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );

  api.get(
    '/customerAccounts/:id/nextStatementEstimate',
    {
      ...read,
      schema: {
        operationId: 'getNextStatementEstimate',
        tags,
        summary: 'The next statement as it stands (the first item is used; empty when none).',
        params: AccountIdParams,
        response: { 200: Type.Array(StatementEstimateSchema), ...ProblemResponses },
      },
    },
    async (request) =>
      nextStatementEstimate(
        context.db,
        await getOwnAccount(context, principalOf(request), request.params.id),
      ),
  );

  api.get(
    '/customerAccounts/:id/paymentMethods',
    {
      ...read,
      schema: {
        operationId: 'listPaymentMethods',
        tags,
        summary: "An account's saved cards and direct-debit mandates.",
        params: AccountIdParams,
        response: { 200: Type.Array(PaymentMethodSchema), ...ProblemResponses },
      },
    },
    async (request) => {
      const account = await getOwnAccount(context, principalOf(request), request.params.id);
      return (await listPaymentMethods(context.db, account.id)).map(paymentMethodResponse);
    },
  );

  api.put(
    '/customerAccounts/:id/paymentDay',
    {
      ...read,
      schema: {
        operationId: 'setPaymentDay',
        tags,
        summary: "Changes the account's payment day, 1 to 28 (an agent acting for the customer).",
        params: AccountIdParams,
        body: PaymentDayBody,
        response: { 200: CustomerAccountSchema, ...ProblemResponses },
      },
    },
    async (request) =>
      accountResponse(
        context.db,
        await setAccountPaymentDay(
          context,
          principalOf(request),
          request.params.id,
          request.body.paymentDay,
        ),
      ),
  );

  api.post(
    '/policies/:id/billingDay',
    {
      ...read,
      schema: {
        operationId: 'setPolicyBillingDay',
        tags,
        summary:
          "Changes the payment day of the policy's account (an agent acting for the customer).",
        params: PolicyIdParams,
        body: BillingDayBody,
        response: { 200: CustomerAccountSchema, ...ProblemResponses },
      },
    },
    async (request) =>
      accountResponse(
        context.db,
        await setPolicyBillingDay(
          context,
          principalOf(request),
          request.params.id,
          request.body.billingDay,
        ),
      ),
  );
};
