import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerCardField } from './sandbox-card-field-routes';
import {
  type CardForm,
  type CardPageOutcome,
  returnUrl,
  type SandboxCardPayments,
  sandboxCardPagePath,
} from './sandbox-card-payments';
import {
  type BankForm,
  type SandboxDirectDebit,
  sandboxDirectDebitPagePath,
} from './sandbox-direct-debit';
import { cardPage, challengePage, directDebitPage, gonePage } from './sandbox-pages';

type Params = { id: string };
type Form = Record<string, string | undefined>;

// app.ts chooses the pages with these; they live apart so the jobs need not import the pages.
export { isSandboxCardPayments, isSandboxDirectDebit } from './sandbox-kinds';

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(body);
}

function text(form: Form, name: string): string {
  return String(form[name] ?? '');
}

/**
 * The sandboxes' hosted pages, served by the platform beside /api while a sandbox is in use:
 * GET and POST /sandbox/card/{sessionId} (and /authenticate for the challenge), and GET and POST
 * /sandbox/direct-debit/{flowId}. A finished form answers 303 to the success or cancel URL. The
 * card sandbox also serves its card field (/sandbox/card-field, sandbox-card-field-routes.ts).
 */
export async function registerSandboxPages(
  app: FastifyInstance,
  sandboxes: {
    card?: SandboxCardPayments | undefined;
    directDebit?: SandboxDirectDebit | undefined;
  },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const options = { config: { access: 'public' as const }, schema: { hide: true } };
    const { card, directDebit } = sandboxes;

    if (card) {
      const answer = async (
        reply: FastifyReply,
        id: string,
        outcome: CardPageOutcome,
        form: Partial<CardForm> = {},
      ) => {
        if (outcome.kind === 'redirect' || outcome.kind === 'challenge') {
          return reply.code(303).header('location', outcome.location).send();
        }
        const session = await card.session(id);
        if (outcome.kind === 'gone' || !session) return html(reply, 410, gonePage('Stripe'));
        const cancel = await card.cancel(id);
        const page = cardPage({
          session,
          action: sandboxCardPagePath(id),
          cancelHref: cancel.kind === 'redirect' ? cancel.location : '/',
          form,
          ...(outcome.kind === 'invalid' ? { errors: outcome.errors } : {}),
          ...(outcome.kind === 'declined' ? { declined: outcome.message } : {}),
        });
        return html(reply, outcome.kind === 'declined' ? 402 : 400, page);
      };

      scope.get<{ Params: Params }>('/sandbox/card/:id', options, async (request, reply) => {
        const { id } = request.params;
        const session = await card.session(id);
        if (!session || session.status === 'expired') return html(reply, 410, gonePage('Stripe'));
        // Paid already (the back button, a second tab): on to the success page again.
        if (session.status === 'complete') {
          return reply.code(303).header('location', returnUrl(session.successUrl, id)).send();
        }
        const cancel = await card.cancel(id);
        return html(
          reply,
          200,
          cardPage({
            session,
            action: sandboxCardPagePath(id),
            cancelHref: cancel.kind === 'redirect' ? cancel.location : '/',
          }),
        );
      });

      scope.post<{ Params: Params; Body: Form }>(
        '/sandbox/card/:id',
        options,
        async (request, reply) => {
          const { id } = request.params;
          const body = request.body ?? {};
          const form: CardForm = {
            name: text(body, 'name'),
            number: text(body, 'number'),
            expiry: text(body, 'expiry'),
            cvc: text(body, 'cvc'),
          };
          // The card number is never shown back once it has been used.
          const outcome = await card.submitCard(id, form);
          const shown = outcome.kind === 'invalid' ? { ...form, cvc: '' } : { name: form.name };
          return answer(reply, id, outcome, shown);
        },
      );

      scope.get<{ Params: Params }>(
        '/sandbox/card/:id/authenticate',
        options,
        async (request, reply) => {
          const { id } = request.params;
          const session = await card.session(id);
          if (!session || session.status === 'expired') return html(reply, 410, gonePage('Stripe'));
          if (session.status !== 'requires_action') {
            return reply.code(303).header('location', sandboxCardPagePath(id)).send();
          }
          return html(
            reply,
            200,
            challengePage({ session, action: `${sandboxCardPagePath(id)}/authenticate` }),
          );
        },
      );

      scope.post<{ Params: Params; Body: Form }>(
        '/sandbox/card/:id/authenticate',
        options,
        async (request, reply) => {
          const { id } = request.params;
          const approve = text(request.body ?? {}, 'outcome') === 'approve';
          return answer(reply, id, await card.authenticate(id, approve));
        },
      );
    }

    if (card) registerCardField(scope, card);

    if (directDebit) {
      scope.get<{ Params: Params }>(
        '/sandbox/direct-debit/:id',
        options,
        async (request, reply) => {
          const flow = await directDebit.flow(request.params.id);
          if (!flow) return html(reply, 410, gonePage('GoCardless'));
          return html(
            reply,
            200,
            directDebitPage({ flow, action: sandboxDirectDebitPagePath(flow.id) }),
          );
        },
      );

      scope.post<{ Params: Params; Body: Form }>(
        '/sandbox/direct-debit/:id',
        options,
        async (request, reply) => {
          const body = request.body ?? {};
          const form: BankForm = {
            accountHolderName: text(body, 'accountHolderName'),
            sortCode: text(body, 'sortCode'),
            accountNumber: text(body, 'accountNumber'),
          };
          const outcome = await directDebit.confirmFlow(request.params.id, form);
          if (outcome.kind === 'redirect') {
            return reply.code(303).header('location', outcome.location).send();
          }
          const flow = await directDebit.flow(request.params.id);
          if (outcome.kind === 'gone' || !flow) return html(reply, 410, gonePage('GoCardless'));
          return html(
            reply,
            400,
            directDebitPage({
              flow,
              action: sandboxDirectDebitPagePath(flow.id),
              form,
              errors: outcome.errors,
            }),
          );
        },
      );
    }
  });
}
