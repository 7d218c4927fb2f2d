import Type, { type Static } from 'typebox';
import { SANDBOX_CARD_FIELD_PATH } from '../../integrations/payments/sandbox-card-field-page';
import { isSandboxCardPayments } from '../../integrations/payments/sandbox-kinds';
import type { PlatformContext, RoutesModule } from '../../platform-context';

const AppConfig = Type.Object({
  auth: Type.Object({
    domain: Type.String({ description: 'The Auth0 SDK `domain` (a URL for the embedded server).' }),
    issuer: Type.String(),
    audience: Type.String({ description: 'The API identifier access tokens are asked for.' }),
    rolesClaim: Type.String(),
    clientIds: Type.Object({ customerPortal: Type.String(), adminConsole: Type.String() }),
  }),
  payments: Type.Object({
    stripePublishableKey: Type.Optional(
      Type.String({ description: "Stripe's publishable key, when Stripe is configured." }),
    ),
    sandboxCardFieldPath: Type.Optional(
      Type.String({
        description:
          "The card sandbox's card field to frame (a path on this origin), when the sandbox takes cards.",
      }),
    ),
  }),
  chat: Type.Union(
    [
      Type.Object({ vendor: Type.Literal('embedded') }),
      Type.Object({ vendor: Type.Literal('intercom'), appId: Type.String() }),
      Type.Object({ vendor: Type.Literal('zendesk'), key: Type.String() }),
    ],
    { description: "Who runs the customers' chat: the embedded one or a vendor's widget." },
  ),
});

/** What the apps read before anything else, at GET /app-config and inlined into their pages. */
export type AppConfigAnswer = Static<typeof AppConfig>;

/** The apps' configuration as this platform runs: one answer for the call and the pages. */
export function appConfigOf(context: PlatformContext): AppConfigAnswer {
  const { identity } = context;
  return {
    auth: {
      domain: identity.domain,
      issuer: identity.issuer,
      audience: identity.audience,
      rolesClaim: identity.rolesClaim,
      clientIds: { ...identity.clientIds },
    },
    payments: {
      ...(context.integrations.cardPaymentsPublishableKey
        ? { stripePublishableKey: context.integrations.cardPaymentsPublishableKey }
        : {}),
      // The apps' card field runs on Stripe Elements with the key, on this field without it.
      ...(isSandboxCardPayments(context.integrations.cardPayments)
        ? { sandboxCardFieldPath: SANDBOX_CARD_FIELD_PATH }
        : {}),
    },
    chat: { ...context.chat },
  };
}

/**
 * GET /app-config: what the apps need before anything else, read at run time so that switching
 * the sign-in server (embedded or a real Auth0 tenant) is configuration, not a rebuild. The
 * platform also inlines it into the apps' pages (ADR 0056); this call is for a page without it.
 */
export const appConfigRoutes: RoutesModule = (api, context) => {
  api.get(
    '/app-config',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getAppConfig',
        tags: ['app-config'],
        summary: 'The sign-in settings of the apps',
        response: { 200: AppConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return appConfigOf(context);
    },
  );
};
