import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import {
  CARD_FIELD_SCRIPT,
  cardFieldPage,
  SANDBOX_CARD_FIELD_PATH,
  SANDBOX_CARD_FIELD_SCRIPT_PATH,
  SANDBOX_CARD_FIELD_TOKENS_PATH,
} from './sandbox-card-field-page';
import type { SandboxCardPayments } from './sandbox-card-payments';

/** What the field sends: the three inputs as typed (never kept, never logged). */
const TypedCardBody = Type.Object(
  {
    number: Type.String({ maxLength: 64 }),
    expiry: Type.String({ maxLength: 16 }),
    cvc: Type.String({ maxLength: 16 }),
  },
  { additionalProperties: false },
);

/**
 * The card field's page, its script and its token call (ADR 0048). The page may be framed by the
 * platform's own pages only (FRAMED_BY_THE_APPS); the token call takes JSON only, so another
 * site's form cannot post to it, and another site's script cannot read its answer.
 */
export function registerCardField(scope: FastifyInstance, card: SandboxCardPayments): void {
  const options = { config: { access: 'public' as const }, schema: { hide: true } };

  scope.get(SANDBOX_CARD_FIELD_PATH, options, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(cardFieldPage()),
  );

  scope.get(SANDBOX_CARD_FIELD_SCRIPT_PATH, options, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(CARD_FIELD_SCRIPT),
  );

  scope.post<{ Body: { number: string; expiry: string; cvc: string } }>(
    SANDBOX_CARD_FIELD_TOKENS_PATH,
    { config: options.config, schema: { hide: true, body: TypedCardBody } },
    async (request, reply) => {
      // The sandbox's pages parse forms too: this call is the field script's, JSON alone.
      if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) {
        return reply.code(415).send({ message: 'The card field sends JSON.' });
      }
      const answer = card.createFieldToken(request.body);
      return reply
        .code('token' in answer ? 200 : 400)
        .header('cache-control', 'no-store')
        .send(answer);
    },
  );
}
