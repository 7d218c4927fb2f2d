import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FeatureToggle } from '@brand/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { Clock } from './clock';
import type { Database } from './db/database';
import type { TokenService } from './http/tokens';
import type { IdentitySettings } from './identity/identity-settings';
import type { Integrations } from './integrations';
import type { ChatVendor } from './integrations/chat/chat-vendor';
import type { PaymentEventHandlers } from './integrations/payments/payment-events';
import type { ProposalReadCache } from './modules/proposals';

/** What the platform's modules share: storage, time, tokens, outside services, settings. */
export type PlatformContext = {
  readonly db: Database;
  readonly clock: Clock;
  readonly tokens: TokenService;
  readonly integrations: Integrations;
  /** Where people reach the platform (links in emails). */
  readonly publicUrl: string;
  /** The brand every proposal belongs to. */
  readonly brand: string;
  /** Where people sign in, and what the apps' sign-in SDK is given. */
  readonly identity: IdentitySettings;
  /** Rendered proposal reads of this instance, dropped on every change. */
  readonly proposalReads: ProposalReadCache;
  /** Who acts on verified payment webhooks (`onPaymentEvent`): the checkout and billing work. */
  readonly paymentEvents: PaymentEventHandlers;
  /**
   * The brand's feature toggles as the server applies them: a route behind a toggle checks it
   * here, never trusting the browser to have hidden the button.
   */
  readonly features: Readonly<Record<FeatureToggle, boolean>>;
  /** Who runs the customers' chat: the embedded one, or a vendor behind the same buttons. */
  readonly chat: ChatVendor;
};

/** The Fastify instance modules register routes on: TypeBox schemas type each handler. */
export type Api = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A module's routes: registered under /api with the shared context. */
export type RoutesModule = (api: Api, context: PlatformContext) => void | Promise<void>;
