import { limitRetrieveAttempts } from '../../http/retrieve-limits';
import { ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import { AccessTokenResponse, BackBookRequest } from './sessions-schemas';
import { createAnonymousSession, retrieveBackBookSession } from './sessions-service';

/** POST /session and POST /session/back-book. */
export const sessionsRoutes: RoutesModule = (api, context) => {
  api.post(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'createSession',
        tags: ['sessions'],
        summary: 'Starts an anonymous session: a token that owns the proposals it creates.',
        response: { 201: AccessTokenResponse, ...ProblemResponses },
      },
    },
    async (_request, reply) => {
      reply.code(201);
      return { accessToken: await createAnonymousSession(context) };
    },
  );

  api.post(
    '/session/back-book',
    {
      // Only the visitor who saved the quote retrieves it; tries are limited per client and quote.
      config: { access: 'public', customerOnly: true },
      preHandler: limitRetrieveAttempts(context),
      schema: {
        operationId: 'retrieveSession',
        tags: ['sessions'],
        summary: 'Retrieves a saved quote by its reference, date of birth and postcode.',
        body: BackBookRequest,
        response: { 201: AccessTokenResponse, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { accessToken: await retrieveBackBookSession(context, request.body) };
    },
  );
};
