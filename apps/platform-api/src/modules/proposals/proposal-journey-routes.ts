import { isValidEmail, TRACKING_PARAMETERS } from '@brand/domain';
import Type from 'typebox';
import { principalOf } from '../../http/access';
import { ApiError } from '../../http/problem';
import { NoContent, ProblemResponses } from '../../http/schemas';
import { textOf } from '../../http/texts';
import type { RoutesModule } from '../../platform-context';
import { mergeProposal } from './proposal-merge';
import { activatePromotion } from './proposal-promotion';
import { proposalResponse } from './proposal-response';
import { emailQuoteLink } from './proposal-retain';
import { recordTracking } from './proposal-tracking';
import { ProposalCodeParams, ProposalSchema } from './proposals-schemas';
import { loadOwnedProposal } from './proposals-service';

const TrackingBody = Type.Object(
  {
    values: Type.Object(
      Object.fromEntries(
        TRACKING_PARAMETERS.map((name) => [name, Type.Optional(Type.String({ maxLength: 200 }))]),
      ),
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const RetainBody = Type.Object(
  { email: Type.String({ maxLength: 254 }) },
  { additionalProperties: false },
);

const PromotionParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  promo: Type.String({ minLength: 1, maxLength: 40 }),
});

const PromotionBody = Type.Object(
  {
    promotionActivationCode: Type.Optional(Type.String({ maxLength: 60 })),
    retailer: Type.String({ maxLength: 10 }),
    orderNumber: Type.String({ maxLength: 20 }),
    promotionTermsAccepted: Type.Boolean(),
  },
  { additionalProperties: false },
);

const MergeBody = Type.Object(
  {
    proposalCode: Type.String({ minLength: 1, maxLength: 64 }),
    sourceAccessToken: Type.String({ minLength: 1, maxLength: 4096 }),
  },
  { additionalProperties: false },
);

/** The journey's side calls: tracking, retain, promotions, merge. */
export const proposalJourneyRoutes: RoutesModule = (api, context) => {
  const tags = ['proposals'];

  api.post(
    '/proposals/:id/tracking',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'trackProposal',
        tags,
        summary: "Saves the proposal's tracking values, once per proposal per session.",
        params: ProposalCodeParams,
        body: TrackingBody,
        response: {
          200: Type.Object({ recorded: Type.Boolean() }),
          201: Type.Object({ recorded: Type.Boolean() }),
          ...ProblemResponses,
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const proposal = await loadOwnedProposal(context.db, principal, request.params.id);
      const values = Object.fromEntries(
        Object.entries(request.body.values).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const recorded = await recordTracking(
        context.db,
        proposal.id,
        principal.sessionId,
        values,
        context.clock.now(),
      );
      reply.code(recorded ? 201 : 200);
      return { recorded };
    },
  );

  api.post(
    '/proposals/:id/retain',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'retainProposal',
        tags,
        summary: "Emails the quote's retrieve link and reference.",
        params: ProposalCodeParams,
        body: RetainBody,
        response: { 204: NoContent, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      const proposal = await loadOwnedProposal(context.db, principalOf(request), request.params.id);
      if (!isValidEmail(request.body.email)) {
        throw new ApiError('validation-failed', 'Enter a valid email address.', {
          errors: [
            { path: 'email', message: 'validation.email', text: textOf('validation.email') },
          ],
        });
      }
      if (proposal.status === 'POLICY') {
        throw new ApiError('conflict', 'This quote is already a policy.', {
          code: 'proposal.notEditable',
        });
      }
      await emailQuoteLink(
        context,
        proposal,
        request.body.email,
        request.headers['idempotency-key'],
      );
      return reply.code(204).send(null);
    },
  );

  api.patch(
    '/proposals/:id/promotions/:promo',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'applyProposalPromotion',
        tags,
        summary: 'Applies a promotion with its retailer, order number and accepted terms.',
        params: PromotionParams,
        body: PromotionBody,
        response: { 200: ProposalSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      const proposal = await activatePromotion(
        context,
        principalOf(request),
        request.params.id,
        request.params.promo,
        request.body,
      );
      return proposalResponse(context, proposal);
    },
  );

  api.post(
    '/proposals/merge',
    {
      config: { access: 'signedIn', customerOnly: true },
      schema: {
        operationId: 'mergeProposal',
        tags,
        summary: 'Moves a quote made before signing in into the signed-in account.',
        body: MergeBody,
        response: { 200: ProposalSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      const proposal = await mergeProposal(
        context,
        principalOf(request),
        request.body.proposalCode,
        request.body.sourceAccessToken,
      );
      return proposalResponse(context, proposal);
    },
  );
};
