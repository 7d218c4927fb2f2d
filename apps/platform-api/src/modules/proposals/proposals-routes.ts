import { canActFor, principalOf } from '../../http/access';
import { NoContent, ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import { assertDriveawayAllowedToStart } from './driveaway-eligibility';
import { renderedUntil } from './proposal-read-cache';
import { proposalResponse } from './proposal-response';
import {
  CreateProposalBody,
  ListProposalsQuery,
  PatchProposalBody,
  ProposalCodeParams,
  ProposalListSchema,
  ProposalSchema,
} from './proposals-schemas';
import {
  createProposal,
  deleteOwnProposal,
  getOwnProposal,
  listOwnProposals,
  patchProposalWithQuote,
} from './proposals-service';
import { upsellOfferedUntil } from './upsell-offer';

/** Proposals: list, get, create, change (and rate), delete. */
export const proposalsRoutes: RoutesModule = (api, context) => {
  const tags = ['proposals'];

  api.get(
    '/proposals',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'listProposals',
        tags,
        summary: "The caller's proposals, newest first, by scheme or external reference.",
        querystring: ListProposalsQuery,
        response: { 200: ProposalListSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      const proposals = await listOwnProposals(context, principalOf(request), request.query);
      return Promise.all(
        proposals.map(({ proposal, quote }) => proposalResponse(context, proposal, quote)),
      );
    },
  );

  api.get(
    '/proposals/:id',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'getProposal',
        tags,
        summary: 'One proposal with its quote; an expired quote shows as QUOTE_EXPIRED.',
        params: ProposalCodeParams,
        response: { 200: ProposalSchema, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const cache = context.proposalReads;
      const now = context.clock.now();
      const cached = cache.get(id, now.getTime());
      reply.type('application/json; charset=utf-8');
      // The body is already JSON of the route's schema: sent as it is, not serialized again.
      const sendJson = (json: string) => reply.send(json as never);
      if (cached && canActFor(principal, cached.ownerUserId)) return sendJson(cached.body);
      const generation = cache.generation(id);
      const { proposal, quote } = await getOwnProposal(context, principal, id);
      const response = await proposalResponse(context, proposal, quote);
      const body = String(reply.serialize(response));
      cache.store(proposal.id, generation, {
        ownerUserId: proposal.ownerUserId,
        body,
        // An offered upsell lapses when the drive-away ends: the read is not served past it.
        validUntil: Math.min(
          renderedUntil(proposal, quote, now),
          upsellOfferedUntil(response.upsellProposal),
        ),
        shows: response.upsellProposal ? [response.upsellProposal.proposalCode] : [],
      });
      return sendJson(body);
    },
  );

  api.post(
    '/proposals',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'createProposal',
        tags,
        summary: 'Starts a proposal for a scheme (once per scheme unless multiQuote is on).',
        body: CreateProposalBody,
        response: { 201: ProposalSchema, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // A signed-in customer is known at once: a second drive-away is refused before any question.
      await assertDriveawayAllowedToStart(context, principal, request.body.schemeCode);
      const proposal = await createProposal(context, principal, request.body);
      reply.code(201);
      return proposalResponse(context, proposal);
    },
  );

  api.patch(
    '/proposals/:id',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'updateProposal',
        tags,
        summary:
          'Saves answers and choices (validated by the same forms as the browser); applyRating rates.',
        params: ProposalCodeParams,
        body: PatchProposalBody,
        response: { 200: ProposalSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      const { proposal, quote, disclosure } = await patchProposalWithQuote(
        context,
        principalOf(request),
        request.params.id,
        request.body,
      );
      return proposalResponse(context, proposal, quote, disclosure);
    },
  );

  api.delete(
    '/proposals/:id',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'deleteProposal',
        tags,
        summary: 'Deletes a proposal that has not become a policy.',
        params: ProposalCodeParams,
        response: { 204: NoContent, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      await deleteOwnProposal(context, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
