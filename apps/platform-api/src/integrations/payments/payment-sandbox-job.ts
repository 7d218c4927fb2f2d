import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../platform-context';
import { type IntervalJobLog, startIntervalJob } from '../../shared/interval-job';
import { serialisePaymentWork } from './payment-work-queue';
import { isSandboxCardPayments, isSandboxDirectDebit } from './sandbox-kinds';
import {
  type DeliveryRun,
  deliverDueWebhooks,
  type SandboxWebhookProvider,
  type WebhookSigner,
  type WebhookTransport,
} from './sandbox-webhooks';

/**
 * How often the sandboxes move on and send their webhooks while the platform runs, unless
 * PAYMENT_SANDBOX_INTERVAL_SECONDS says otherwise.
 */
export const PAYMENT_SANDBOX_INTERVAL_MS = 2000;

/** What one run did. */
export type PaymentSandboxRun = DeliveryRun & {
  expiredSessions: number;
  directDebitChanges: number;
};

/**
 * A transport that hands the webhook to this platform in-process (Fastify's inject): it runs the
 * real route with the real raw body and signature, without depending on PUBLIC_URL being
 * reachable from the machine itself (behind a proxy it often is not).
 */
export function injectTransport(app: FastifyInstance): WebhookTransport {
  return async (path, headers, body) => {
    const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return response.statusCode;
  };
}

/**
 * One run of the sandboxes' clockwork on the platform's clock: open card sessions past their time
 * expire, mandates become active and Direct Debit payments due are confirmed, then every webhook
 * due is sent (first attempts and retries). Does nothing when both vendors are real.
 */
export async function runPaymentSandbox(
  context: PlatformContext,
  send: WebhookTransport,
): Promise<PaymentSandboxRun> {
  const { cardPayments, directDebit } = context.integrations;
  const signers: Partial<Record<SandboxWebhookProvider, WebhookSigner>> = {};
  let expiredSessions = 0;
  let directDebitChanges = 0;
  if (isSandboxCardPayments(cardPayments)) {
    signers.stripe = cardPayments.signWebhook;
    expiredSessions = await cardPayments.expireSessions();
  }
  if (isSandboxDirectDebit(directDebit)) {
    signers.gocardless = directDebit.signWebhook;
    directDebitChanges = await directDebit.advance();
  }
  if (!signers.stripe && !signers.gocardless) {
    return { delivered: 0, failed: 0, expiredSessions, directDebitChanges };
  }
  const delivery = await deliverDueWebhooks(context.db, context.clock, signers, send);
  return { ...delivery, expiredSessions, directDebitChanges };
}

/** A started sandbox job: its run at start-up (null when it failed or both vendors are real). */
export type PaymentSandboxJob = {
  readonly firstRun: Promise<PaymentSandboxRun | null>;
  stop(): Promise<void>;
};

/**
 * Runs the sandboxes now and every `intervalMs` (see startIntervalJob); not started when both
 * vendors are real. Runs never overlap each other, nor the billing job's or the test clock's
 * (serialisePaymentWork).
 */
export function startPaymentSandboxJob(
  app: FastifyInstance,
  log: IntervalJobLog,
  intervalMs = PAYMENT_SANDBOX_INTERVAL_MS,
): PaymentSandboxJob {
  const { cardPayments, directDebit } = app.platform.integrations;
  if (!isSandboxCardPayments(cardPayments) && !isSandboxDirectDebit(directDebit)) {
    return { firstRun: Promise.resolve(null), stop: async () => {} };
  }
  const send = injectTransport(app);
  return startIntervalJob({
    name: 'payment sandbox',
    intervalMs,
    // Queued with the billing job's runs and test-clock advances, so none overlaps another.
    run: () => serialisePaymentWork(app.platform, () => runPaymentSandbox(app.platform, send)),
    log,
  });
}
