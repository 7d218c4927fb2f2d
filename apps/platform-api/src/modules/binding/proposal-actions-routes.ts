import Type from 'typebox';
import { principalOf } from '../../http/access';
import { ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import {
  createProposalAccount,
  idCheckProposal,
  ProposalCodeParams,
  ProposalSchema,
  proposalResponse,
  setProposalAutoRenewal,
  validateAccount,
  verifyProposal,
} from '../proposals';
import { BIND_PAYMENT_METHOD_TYPES, bindProposal } from './proposal-binding';

const VerificationResult = Type.Object({
  isClear: Type.Boolean({ description: 'True only when every check is CLEAR.' }),
  checks: Type.Array(
    Type.Object({
      check: Type.String(),
      result: Type.Enum(['CLEAR', 'CONSIDER'], { description: 'CONSIDER marks a failed check.' }),
    }),
  ),
});

const BindBody = Type.Union(
  [
    Type.Object(
      { paymentMethodType: Type.Optional(Type.Enum(BIND_PAYMENT_METHOD_TYPES)) },
      { additionalProperties: false },
    ),
    // No body at all is a bind without a payment method type.
    Type.Null(),
  ],
  { description: 'Optional: the payment method type chosen at checkout.' },
);

const ValidateAccountBody = Type.Object(
  {
    source: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'The proposal code whose policyholder email is checked.',
    }),
  },
  { additionalProperties: false },
);

const AccountValidationResult = Type.Object({
  validationStatus: Type.Enum(['OK', 'CONFLICT'], {
    description: 'CONFLICT: a registered account holds this email; sign in to attach the policy.',
  }),
});

const ProposalAccount = Type.Object({
  customerId: Type.String(),
  accountRegistered: Type.Boolean(),
});

const AutoRenewalBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });

/** Proposal calls after the quote: checks, account, binding and renewal preference. */
export const proposalActionsRoutes: RoutesModule = (api, context) => {
  const tags = ['proposals'];

  api.put(
    '/proposals/:id/id-check',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'idCheckProposal',
        tags,
        summary: "Checks the policyholder's identity before the account step (QUOTE only).",
        params: ProposalCodeParams,
        response: { 200: VerificationResult, ...ProblemResponses },
      },
    },
    async (request) => idCheckProposal(context, principalOf(request), request.params.id),
  );

  api.put(
    '/proposals/:id/verify',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'verifyProposal',
        tags,
        summary:
          'Verifies the policyholder before binding: identity, sanctions, fraud and, for drive-away, one policy per person.',
        params: ProposalCodeParams,
        response: { 200: VerificationResult, ...ProblemResponses },
      },
    },
    async (request) => verifyProposal(context, principalOf(request), request.params.id),
  );

  api.post(
    '/proposals/:id/account',
    {
      config: { access: 'caller', customerOnly: true },
      schema: {
        operationId: 'createProposalAccount',
        tags,
        summary: "Creates or updates the customer record of the proposal's owner from the answers.",
        params: ProposalCodeParams,
        response: { 201: ProposalAccount, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      const customer = await createProposalAccount(
        context,
        principalOf(request),
        request.params.id,
      );
      reply.code(201);
      return { customerId: customer.id, accountRegistered: customer.accountRegistered };
    },
  );

  api.post(
    '/policyholder/validateAccount',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'validateAccount',
        tags: ['policyholder'],
        summary: "Says whether the proposal's email already belongs to another registered account.",
        body: ValidateAccountBody,
        response: { 200: AccountValidationResult, ...ProblemResponses },
      },
    },
    async (request) => validateAccount(context, principalOf(request), request.body.source),
  );

  api.post(
    '/proposals/:id/bind',
    {
      config: { access: 'caller', customerOnly: true },
      schema: {
        operationId: 'bindProposal',
        tags,
        summary:
          'Buys a verified quote with nothing to pay, exactly once: the proposal becomes a POLICY.',
        params: ProposalCodeParams,
        body: BindBody,
        response: { 200: ProposalSchema, ...ProblemResponses },
      },
    },
    async (request) =>
      proposalResponse(
        context,
        await bindProposal(context, principalOf(request), request.params.id, request.body ?? {}),
      ),
  );

  api.put(
    '/proposals/:id/autoRenewal',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'setProposalAutoRenewal',
        tags,
        summary: 'Turns automatic renewal on or off for a flex or renewal proposal.',
        params: ProposalCodeParams,
        body: AutoRenewalBody,
        response: { 200: ProposalSchema, ...ProblemResponses },
      },
    },
    async (request) =>
      proposalResponse(
        context,
        await setProposalAutoRenewal(
          context,
          principalOf(request),
          request.params.id,
          request.body.enabled,
        ),
      ),
  );
};
