import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppOptions, buildApp } from './app';
import { OffsetClock, systemClock } from './clock';
import { INITIAL_DATA_FILE } from './db/initial-data';
import { openDatabase } from './db/open-database';
import { seedDemoIfEmpty } from './demo/seed-demo';
import { readIdentitySettings } from './identity/identity-settings';
import { configuredIntegrations, type Integrations, readIntegrationSettings } from './integrations';
import { readChatVendor } from './integrations/chat/chat-vendor';
import { isSandboxCardPayments, isSandboxDirectDebit } from './integrations/payments/sandbox-kinds';
import { JOB_LOCKS } from './jobs/job-locks';
import { startJobSchedule } from './jobs/job-schedule';
import { readSettings } from './settings';

// The repository's root, from dist/main.js: the app builds sit beside this app.
const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const storybookRoot = resolve(repositoryRoot, 'storybook-static');

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
  // A chat vendor without its id stops the start here, before the database is opened.
  const chat = readChatVendor(process.env);
  const started = Date.now();
  // A new data folder starts from the build's migrated copy, beside this file (dist/).
  const db = await openDatabase({
    ...settings,
    initialDataFile: resolve(fileURLToPath(import.meta.url), '..', INITIAL_DATA_FILE),
  });
  // The sandboxes' test clock: real time plus what POST /sandbox/clock/advance has added.
  const clock = settings.paymentTestClock ? new OffsetClock() : systemClock;
  const appOptions: AppOptions = {
    db,
    clock,
    publicUrl: settings.publicUrl,
    integrations: configuredIntegrations(
      { ...readIntegrationSettings(), smtp: settings.smtp },
      clock,
    ),
    identity: readIdentitySettings(process.env, settings.publicUrl),
    trustProxy: settings.trustProxy,
    lifecycle: settings.lifecycle,
    chat,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    hostedApps: [
      { root: resolve(repositoryRoot, 'apps/admin-console/dist'), prefix: '/admin/' },
      { root: resolve(repositoryRoot, 'apps/customer-portal/dist'), prefix: '/' },
      // The design system's static Storybook build (`pnpm storybook:build`), for designers.
      {
        root: storybookRoot,
        prefix: '/storybook/',
        clientRoutes: false,
        framesOwnPages: true,
      },
    ],
  };
  // Instances starting together on one database take turns (ADR 0019): the first makes the
  // signing keys and seeds the demo, and the others start on what it made.
  const app = await db.exclusively(JOB_LOCKS.startUp, () => buildApp(appOptions));
  const demo = await db.exclusively(JOB_LOCKS.startUp, () => seedDemoIfEmpty(app.platform));
  // After the seed, so the first runs see the demo policies; then every interval until stopped,
  // each run in one instance at a time.
  const jobs = startJobSchedule(app, settings);
  await app.listen({ port: settings.port, host: settings.host });
  const storage = settings.databaseUrl
    ? 'PostgreSQL server'
    : // PGlite writes its files without fsync (measured: 200 commits, 361 writes, 0 fsync): said
      // at every start, so no one mistakes the embedded default for a production store.
      `embedded PGlite in ${settings.dataDir} (a save survives a killed process, not a power cut or an OS crash: PGlite does not fsync; set DATABASE_URL for a PostgreSQL server)`;
  const lines = [
    '',
    `The platform is running at ${settings.publicUrl}/ (started in ${Date.now() - started} ms)`,
    `  API:      ${settings.publicUrl}/api  (OpenAPI: ${settings.publicUrl}/api/openapi.json)`,
    `  Storage:  ${storage}`,
    `  Sign-in:  ${app.platform.identity.mode === 'embedded' ? `embedded at ${app.platform.identity.issuer}` : app.platform.identity.issuer}`,
    `  Email:    ${settings.smtp ? `SMTP at ${new URL(settings.smtp.url).host}, from ${settings.smtp.from}` : `the local outbox at ${settings.publicUrl}/outbox (sign-in codes land there; this machine only)`}`,
    `  Payments: ${paymentsLine(app.platform.integrations, settings.paymentTestClock)}`,
    `  Storybook: ${existsSync(resolve(storybookRoot, 'index.html')) ? `the design system at ${settings.publicUrl}/storybook/` : 'not built (`pnpm storybook:build` builds it; `npm start` does)'}`,
    ...(settings.paymentTestClock
      ? [`  Clock:    payment test clock at ${settings.publicUrl}/sandbox/clock (ADR 0014)`]
      : []),
    ...(demo ? ['', ...demo] : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  // Stop cleanly on Ctrl-C or a stop signal: finish requests in flight, close the database.
  const stop = async () => {
    await jobs.stop();
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
