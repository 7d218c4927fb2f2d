import { FEATURE_TOGGLE_SETTINGS } from '@brand/config';
import type { FeatureToggle } from '@brand/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet } from 'jose';
import { type Clock, isAdvanceableClock, systemClock } from './clock';
import type { Database } from './db/database';
import { PROPOSAL_CHANGED_CHANNEL } from './db/migrations/0002-proposal-change-notices';
import { registerAccessControl } from './http/access';
import { type HostedApp, registerAppHosting } from './http/app-hosting';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandling,
} from './http/error-handler';
import { registerInputBounds } from './http/input-bounds';
import { registerOpenApi } from './http/openapi';
import { alignForwardedHeadersFor, fastifyTrustProxy, type TrustProxy } from './http/proxy-trust';
import { registerPublicRateLimits } from './http/public-rate-limits';
import { requestValidatorCompiler } from './http/request-validators';
import { registerSecurityHeaders } from './http/security-headers';
import { loadSigningKey } from './http/signing-keys';
import { databaseRevocations } from './http/token-revocations';
import { TokenService } from './http/tokens';
import { userIdForExternalSubject } from './identity/external-identities';
import { type IdentitySettings, readIdentitySettings } from './identity/identity-settings';
import { registerSignInServer } from './identity/register-sign-in';
import { SIGN_IN_MOUNT } from './identity/sign-in-server';
import { defaultIntegrations, type Integrations } from './integrations';
import { type ChatVendor, EMBEDDED_CHAT } from './integrations/chat/chat-vendor';
import {
  isSandboxClaims,
  registerSandboxClaimPages,
} from './integrations/claims/sandbox-claims-routes';
import { isOutboxEmail } from './integrations/email/outbox-email';
import { registerOutboxRoutes } from './integrations/email/outbox-routes';
import { PaymentEventHandlers } from './integrations/payments/payment-events';
import {
  isSandboxCardPayments,
  isSandboxDirectDebit,
  registerSandboxPages,
} from './integrations/payments/sandbox-page-routes';
import { API_MODULES } from './modules';
import { appConfigOf } from './modules/app-config';
import { registerTestClockRoutes } from './modules/checkout';
import { ProposalReadCache } from './modules/proposals';
import type { PlatformContext } from './platform-context';
import { DEFAULT_LAPSE_AFTER_FAILED_PAYMENT_DAYS, type PolicyLifecycleSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    platform: PlatformContext;
  }
}

/** The largest request body the API reads; anything larger is a 413. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** The audience of the platform's access tokens. */
export const TOKEN_AUDIENCE = 'brand-platform-api';

export type AppOptions = {
  db: Database;
  publicUrl: string;
  clock?: Clock;
  /**
   * The clock the sign-in server's access tokens are judged on: the wall clock (oidc-provider and
   * Auth0 stamp tokens with the machine's time), even when `clock` is a test clock. Tests move it.
   */
  signInClock?: Clock;
  integrations?: Partial<Integrations>;
  brand?: string;
  logger?: FastifyServerOptions['logger'];
  /** Built apps served beside /api (start mode). */
  hostedApps?: readonly HostedApp[];
  /** Where people sign in; absent, the embedded sign-in server at `${publicUrl}/auth/`. */
  identity?: IdentitySettings;
  /**
   * The reverse proxies in front (TRUST_PROXY, proxy-trust.ts): rate limits then count the client
   * they name and the sign-in server sees the public scheme. Unset: no forwarded header counts.
   */
  trustProxy?: TrustProxy;
  /**
   * The lifecycle job's lapse grace, which the test clock's advance applies as the job would
   * (LAPSE_AFTER_FAILED_PAYMENT_DAYS). @default the settings' default, 14 days
   */
  lifecycle?: Pick<PolicyLifecycleSettings, 'lapseAfterFailedPaymentDays'>;
  /** The public routes' rate limits (public-rate-limits.ts). @default true (tests turn them off) */
  rateLimits?: boolean;
  /** Feature toggles that differ from the brand's settings. @default FEATURE_TOGGLE_SETTINGS */
  features?: Partial<Record<FeatureToggle, boolean>>;
  /** Who runs the customers' chat (CHAT_VENDOR). @default the embedded chat */
  chat?: ChatVendor;
};

/**
 * Builds the platform without listening: tests call it in-process (`inject`) or listen on a free
 * port; main.ts listens. Every route is under /api and declares its access rule.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const signInClock = options.signInClock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Request ids in logs without trusting a client's header.
    genReqId: () => crypto.randomUUID(),
    // What Node's parser or the router refuses (431, 414, a bad URL) answers problem+json too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Bodies keep their JSON types; text parts are coerced (http/request-validators.ts).
  app.setValidatorCompiler(requestValidatorCompiler);

  const identity = options.identity ?? readIdentitySettings({}, options.publicUrl);
  const signInKey =
    identity.mode === 'embedded' ? await loadSigningKey(options.db, 'sign-in') : null;
  const tokens = new TokenService(
    await loadSigningKey(options.db),
    `${options.publicUrl}/`,
    TOKEN_AUDIENCE,
    clock,
    {
      issuer: identity.issuer,
      audience: identity.audience,
      // The embedded server's key is at hand; an outside provider's keys are fetched and cached.
      keys: signInKey
        ? createLocalJWKSet({ keys: [signInKey.publicJwk] })
        : createRemoteJWKSet(new URL(identity.jwksUrl)),
      rolesClaim: identity.rolesClaim,
      clock: signInClock,
      // The embedded server's subject is the platform user; an outside one's is linked to one.
      userIdFor: signInKey
        ? async (subject) => subject
        : (subject, payload) =>
            userIdForExternalSubject(options.db, identity.issuer, subject, payload, clock.now()),
    },
    // Every instance refuses a merged visitor's or an ended sign-in's tokens (ADR 0017).
    databaseRevocations(options.db),
  );
  const context: PlatformContext = {
    db: options.db,
    clock,
    tokens,
    integrations: {
      ...defaultIntegrations(options.db, clock, options.publicUrl),
      ...options.integrations,
    },
    publicUrl: options.publicUrl,
    identity,
    brand: options.brand ?? 'MINI',
    proposalReads: new ProposalReadCache(),
    paymentEvents: new PaymentEventHandlers(),
    features: { ...FEATURE_TOGGLE_SETTINGS, ...options.features },
    chat: options.chat ?? EMBEDDED_CHAT,
  };
  // Changes committed anywhere (another instance, a job) reach this instance's read cache.
  const stopListening = await options.db.listen(
    PROPOSAL_CHANGED_CHANNEL,
    (id) => context.proposalReads.invalidate(id),
    // Notices lost while the connection was down: nothing cached can be trusted.
    () => context.proposalReads.reset(),
  );
  app.addHook('onClose', async () => {
    await stopListening();
  });

  // Start-up work outside a request (the demo seed, jobs) uses the same context as the routes.
  app.decorate('platform', context);
  registerErrorHandling(app);
  // Before anything that answers in a hook (the sign-in server, the rate limits' 429).
  await registerSecurityHeaders(app, {
    publicUrl: options.publicUrl,
    hostedApps: options.hostedApps ?? [],
    identity,
    stripe:
      !isSandboxCardPayments(context.integrations.cardPayments) ||
      Boolean(context.integrations.cardPaymentsPublishableKey),
  });
  if (options.rateLimits ?? true) await registerPublicRateLimits(app, { db: options.db, clock });
  alignForwardedHeadersFor(app, SIGN_IN_MOUNT);
  registerInputBounds(app);
  await registerOpenApi(app, options.publicUrl);
  registerAccessControl(app, tokens);
  await app.register(
    async (api) => {
      // This instance's own writes drop the cached reads of what they name before the response
      // leaves, so a caller always reads its own write (NOTIFY may arrive a moment later).
      api.addHook('onSend', async (request, _reply, payload) => {
        if (request.method === 'GET' || request.method === 'HEAD') return payload;
        const params = request.params as { id?: unknown } | undefined;
        const body = request.body as { proposalCode?: unknown } | undefined;
        for (const id of [params?.id, body?.proposalCode]) {
          if (typeof id === 'string') context.proposalReads.invalidate(id);
        }
        return payload;
      });
      for (const register of API_MODULES) await register(api, context);
    },
    { prefix: '/api' },
  );
  if (signInKey) {
    await registerSignInServer(app, context, identity, signInKey, {
      trustProxy: Boolean(options.trustProxy),
      clock: signInClock,
    });
  }
  // The outbox's pages only while it is the sender (the settings keep it to this machine).
  if (isOutboxEmail(context.integrations.email)) await registerOutboxRoutes(app, options.db);
  const { cardPayments, directDebit } = context.integrations;
  const sandboxes = {
    card: isSandboxCardPayments(cardPayments) ? cardPayments : undefined,
    directDebit: isSandboxDirectDebit(directDebit) ? directDebit : undefined,
  };
  await registerSandboxPages(app, sandboxes);
  if (isSandboxClaims(context.integrations.claims)) {
    await registerSandboxClaimPages(app, context.integrations.claims, context.integrations.storage);
  }
  // The test clock, never with a real vendor: moving time would bill its customers early (the
  // settings refuse PAYMENT_TEST_CLOCK with vendor keys too).
  if (sandboxes.card && sandboxes.directDebit && isAdvanceableClock(clock)) {
    await registerTestClockRoutes(
      app,
      clock,
      options.lifecycle ?? {
        lapseAfterFailedPaymentDays: DEFAULT_LAPSE_AFTER_FAILED_PAYMENT_DAYS,
      },
    );
  }
  await registerAppHosting(app, options.hostedApps ?? [], () => appConfigOf(context));
  await app.ready();
  return app;
}
