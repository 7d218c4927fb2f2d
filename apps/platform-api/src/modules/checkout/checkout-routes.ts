import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { principalOf } from '../../http/access';
import { ProblemResponses } from '../../http/schemas';
import type { Mandate } from '../../integrations/payments/direct-debit';
import type { PlatformContext, RoutesModule } from '../../platform-context';
import { PaymentMethodSchema, type paymentMethodResponse } from '../billing';
import { registerAdjustmentCheckoutRoutes } from './adjustment-checkout-routes';
import { startCardSetup, startProposalCheckout, startSettleCheckout } from './card-checkout';
import { saveCardFromToken } from './card-from-token';
import { subscribeCheckoutEvents } from './checkout-events';
import {
  AccountIdParams,
  CardFromTokenBody,
  CardSetupBody,
  CompleteMandateBody,
  HostedPageSchema,
  MandateSchema,
  MotoCheckoutBody,
  MotoPaymentSchema,
  MotoSettleBody,
  ProposalCheckoutBody,
  ProposalIdParams,
  RedirectFlowBody,
  RedirectFlowSchema,
  SettleCheckoutBody,
} from './checkout-schemas';
import { completeMandate, listOwnMandates, startRedirectFlow } from './direct-debit-checkout';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyHeaders, idempotent } from './idempotency';
import { motoProposalPayment, motoSettle } from './moto-payments';

/** Runs a mutating call once per Idempotency-Key, answering 200 with what `work` made. */
function once<T>(context: PlatformContext, request: FastifyRequest, reply: FastifyReply) {
  return (work: () => Promise<T>) =>
    idempotent(context.db, request, reply, context.clock.now(), async () => ({
      status: 200,
      body: await work(),
    }));
}

const keyOf = (request: FastifyRequest) => String(request.headers[IDEMPOTENCY_KEY_HEADER]);

/**
 * The payment calls of spec 002 §7: hosted card checkout and setup (Stripe, or the sandbox),
 * settling an outstanding balance, an agent's phone (MOTO) payments, and Direct Debit mandates
 * (GoCardless, or the sandbox). A payment binds its proposal when its webhook arrives (see
 * checkout-events.ts), never on the browser's word. Every mutating call takes an Idempotency-Key.
 */
export const checkoutRoutes: RoutesModule = (api, context) => {
  subscribeCheckoutEvents(context);
  const tags = ['payments'];
  // Buying and a customer's own card or bank page are the customer's; an agent pays by phone.
  const customer = { config: { access: 'caller' as const, customerOnly: true } };
  const agent = {
    config: { access: 'signedIn' as const, permission: 'access:impersonate' as const },
  };

  api.post(
    '/stripe/checkout/proposal/:id',
    {
      ...customer,
      schema: {
        operationId: 'createProposalCardCheckout',
        tags,
        summary: "A hosted card checkout for the proposal's first payment (CARD or DUAL deposit).",
        headers: IdempotencyHeaders,
        params: ProposalIdParams,
        body: ProposalCheckoutBody,
        response: { 200: HostedPageSchema, ...ProblemResponses },
      },
    },
    (request, reply) =>
      once<{ url: string }>(
        context,
        request,
        reply,
      )(() =>
        startProposalCheckout(context, principalOf(request), request.params.id, request.body),
      ),
  );

  api.post(
    '/stripe/settle/:id',
    {
      ...customer,
      schema: {
        operationId: 'createSettleCardCheckout',
        tags,
        summary: "A hosted card checkout for a customer account's outstanding balance.",
        headers: IdempotencyHeaders,
        params: AccountIdParams,
        body: SettleCheckoutBody,
        response: { 200: HostedPageSchema, ...ProblemResponses },
      },
    },
    (request, reply) =>
      once<{ url: string }>(
        context,
        request,
        reply,
      )(() => startSettleCheckout(context, principalOf(request), request.params.id, request.body)),
  );

  api.post(
    '/stripe/setup',
    {
      ...customer,
      schema: {
        operationId: 'createCardSetup',
        tags,
        summary: 'A hosted page that keeps a card for later payments, without paying.',
        headers: IdempotencyHeaders,
        body: CardSetupBody,
        response: { 200: HostedPageSchema, ...ProblemResponses },
      },
    },
    (request, reply) =>
      once<{ url: string }>(
        context,
        request,
        reply,
      )(() =>
        startCardSetup(context, principalOf(request), {
          ...request.body,
          idempotencyKey: keyOf(request),
        }),
      ),
  );

  api.post(
    '/customerAccounts/:id/paymentMethods/card',
    {
      ...customer,
      schema: {
        operationId: 'saveCardFromToken',
        tags,
        summary:
          "Keeps the card typed into the card field (its tok_ token) as the caller's account's card.",
        headers: IdempotencyHeaders,
        params: AccountIdParams,
        body: CardFromTokenBody,
        response: { 200: PaymentMethodSchema, ...ProblemResponses },
      },
    },
    (request, reply) =>
      once<ReturnType<typeof paymentMethodResponse>>(
        context,
        request,
        reply,
      )(() =>
        saveCardFromToken(context, principalOf(request), request.params.id, {
          token: request.body.token,
          idempotencyKey: keyOf(request),
        }),
      ),
  );

  api.post(
    '/stripe/moto/checkout/proposal/:id',
    {
      ...agent,
      schema: {
        operationId: 'createProposalMotoPayment',
        tags,
        summary: "An agent takes the proposal's first payment by phone; the proposal then binds.",
        headers: IdempotencyHeaders,
        params: ProposalIdParams,
        body: MotoCheckoutBody,
        response: { 200: MotoPaymentSchema, ...ProblemResponses },
      },
    },
    (request, reply) =>
      once<{ paymentId: string; amountPence: number }>(
        context,
        request,
        reply,
      )(() => motoProposalPayment(context, principalOf(request), request.params.id, request.body)),
  );

  api.post(
    '/stripe/moto/settle/:id',
    {
      ...agent,
      schema: {
        operationId: 'createSettleMotoPayment',
        tags,
        summary:
          'An agent settles an outstanding balance by phone (date of birth and postcode confirmed).',
        headers: IdempotencyHeaders,
        params: AccountIdParams,
        body: MotoSettleBody,
        response: { 200: MotoPaymentSchema, ...ProblemResponses },
      },
    },
    (request, reply) =>
      once<{ paymentId: string; amountPence: number }>(
        context,
        request,
        reply,
      )(() => motoSettle(context, principalOf(request), request.params.id, request.body)),
  );

  api.post(
    '/goCardless/flows',
    {
      ...customer,
      schema: {
        operationId: 'createDirectDebitFlow',
        tags,
        summary: "The provider's page where the customer sets up a Direct Debit mandate.",
        headers: IdempotencyHeaders,
        body: RedirectFlowBody,
        response: { 200: RedirectFlowSchema, ...ProblemResponses },
      },
    },
    (request, reply) =>
      once<{ redirectUrl: string }>(
        context,
        request,
        reply,
      )(() => startRedirectFlow(context, principalOf(request), request.body, keyOf(request))),
  );

  api.post(
    '/goCardless/mandates',
    {
      ...customer,
      schema: {
        operationId: 'completeDirectDebitMandate',
        tags,
        summary:
          'Completes a redirect flow into a mandate, saved as the payment method (a DIRECT_DEBIT checkout then pays and binds).',
        headers: IdempotencyHeaders,
        body: CompleteMandateBody,
        response: { 200: MandateSchema, ...ProblemResponses },
      },
    },
    (request, reply) =>
      once<Mandate>(
        context,
        request,
        reply,
      )(() => completeMandate(context, principalOf(request), request.body.redirectFlowId)),
  );

  api.get(
    '/goCardless/mandates',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'listDirectDebitMandates',
        tags,
        summary: "The caller's Direct Debit mandates.",
        response: { 200: Type.Array(MandateSchema), ...ProblemResponses },
      },
    },
    (request) => listOwnMandates(context, principalOf(request)),
  );

  registerAdjustmentCheckoutRoutes(api, context);
};
