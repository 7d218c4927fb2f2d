import { resolve } from 'node:path';

/** What the platform reads from its environment. */
export type PlatformSettings = {
  port: number;
  host: string;
  /** A PostgreSQL server; absent means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where people reach the platform: links in emails and the tokens' issuer. */
  publicUrl: string;
  /** Behind a reverse proxy: client addresses and the scheme come from its X-Forwarded-* headers. */
  trustProxy: boolean;
};

/** Reads the settings from the environment, with the embedded defaults. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): PlatformSettings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  }
  const host = env.HOST ?? '127.0.0.1';
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    publicUrl: (env.PUBLIC_URL ?? `http://${shownHost}:${port}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
