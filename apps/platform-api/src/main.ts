import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { OffsetClock, systemClock } from './clock';
import { openDatabase } from './db/open-database';
import { seedDemoIfEmpty } from './demo/seed-demo';
import { readIdentitySettings } from './identity/identity-settings';
import { configuredIntegrations, type Integrations, readIntegrationSettings } from './integrations';
import { startPaymentSandboxJob } from './integrations/payments/payment-sandbox-job';
import { isSandboxCardPayments, isSandboxDirectDebit } from './integrations/payments/sandbox-kinds';
import { startBillingJob } from './modules/billing/collections-job';
import { providerCollectPayment } from './modules/checkout/collect-payment-adapter';
import { startReconcileJob } from './modules/checkout/reconcile-job';
import { startRenewalJob } from './modules/renewals/renewal-job';
import { readSettings } from './settings';

// The repository's root, from dist/main.js: the app builds sit beside this app.
const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../../..');

/** Which payment providers run, as the start-up lines say it. */
function paymentsLine(integrations: Integrations, testClock: boolean): string {
  const card = isSandboxCardPayments(integrations.cardPayments)
    ? 'card sandbox (test card 4242 4242 4242 4242)'
    : 'Stripe';
  const directDebit = isSandboxDirectDebit(integrations.directDebit)
    ? 'Direct Debit sandbox'
    : 'GoCardless';
  return `${card}, ${directDebit}${testClock ? '; test clock on (POST /sandbox/clock/advance)' : ''}`;
}

/** Starts the platform: opens (and migrates) the database, seeds a new one, listens. */
async function main(): Promise<void> {
  const settings = readSettings();
  const started = Date.now();
  const db = await openDatabase(settings);
  // The sandboxes' test clock: real time plus what POST /sandbox/clock/advance has added.
  const clock = settings.paymentTestClock ? new OffsetClock() : systemClock;
  const app = await buildApp({
    db,
    clock,
    publicUrl: settings.publicUrl,
    integrations: configuredIntegrations(readIntegrationSettings(), clock),
    identity: readIdentitySettings(process.env, settings.publicUrl),
    outboxOpenToAll: process.env.OUTBOX_PAGE === 'open',
    trustProxy: settings.trustProxy,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    hostedApps: [
      { root: resolve(repositoryRoot, 'apps/admin-console/dist'), prefix: '/admin/' },
      { root: resolve(repositoryRoot, 'apps/customer-portal/dist'), prefix: '/' },
    ],
  });
  const demo = await seedDemoIfEmpty(app.platform);
  // After the seed, so the first run sees the demo policies; then every interval until stopped.
  const renewals = startRenewalJob(app.platform, settings.renewals, app.log);
  // The payment sandboxes' clockwork and webhooks (nothing runs when both vendors are real).
  const paymentSandbox = startPaymentSandboxJob(
    app,
    app.log,
    settings.paymentSandboxIntervalSeconds * 1000,
  );
  // Monthly statements and their collections, from the mandate or the saved card.
  const billing = startBillingJob(
    app.platform,
    { intervalMinutes: settings.billingIntervalMinutes },
    providerCollectPayment(app.platform),
    app.log,
  );
  // Proposals paid for but left unbound by a crash between the payment and the bind.
  const reconcile = startReconcileJob(
    app.platform,
    { intervalMinutes: settings.reconcileIntervalMinutes },
    app.log,
  );
  await app.listen({ port: settings.port, host: settings.host });
  const storage = settings.databaseUrl
    ? 'PostgreSQL server'
    : `embedded PGlite in ${settings.dataDir}`;
  const lines = [
    '',
    `The platform is running at ${settings.publicUrl}/ (started in ${Date.now() - started} ms)`,
    `  API:      ${settings.publicUrl}/api  (OpenAPI: ${settings.publicUrl}/api/openapi.json)`,
    `  Storage:  ${storage}`,
    `  Sign-in:  ${app.platform.identity.mode === 'embedded' ? `embedded at ${app.platform.identity.issuer} (codes go to ${settings.publicUrl}/outbox)` : app.platform.identity.issuer}`,
    `  Payments: ${paymentsLine(app.platform.integrations, settings.paymentTestClock)}`,
    ...(settings.paymentTestClock
      ? [`  Clock:    payment test clock at ${settings.publicUrl}/sandbox/clock (ADR 0014)`]
      : []),
    ...(demo ? ['', ...demo] : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  // Stop cleanly on Ctrl-C or a stop signal: finish requests in flight, close the database.
  const stop = async () => {
    await renewals.stop();
    await paymentSandbox.stop();
    await billing.stop();
    await reconcile.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`The platform could not start: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
