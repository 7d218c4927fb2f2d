import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { precompress } from './precompress';
import { type RouteBudget, routeBudget } from './route-budget';
import { unsupportedBrowserScreen } from './unsupported-browser';

const packages = fileURLToPath(new URL('../../../packages', import.meta.url));
/** Workspace packages the apps read from source (the shell's exports name its sources already). */
const PACKAGES = '(domain|forms|forms-react|config|ui|api-client|journeys)';

/** What differs between the apps. */
export interface AppViteOptions {
  /** Where the platform serves the app: `/` or `/admin/`. */
  base: string;
  /** The routes whose first load the build prints, with their budgets. */
  routes: RouteBudget[];
}

/**
 * The Vite configuration both apps share. The apps read the workspace packages' sources (as jest
 * and Storybook do), not their single-file builds: each source file is its own module, so with the
 * packages' `sideEffects: false` the bundler drops whole unused modules (a build's one file keeps
 * every styled component it declares, and with them the form engine, in every first load).
 */
export function appViteConfig({ base, routes }: AppViteOptions): UserConfig {
  return {
    plugins: [react(), unsupportedBrowserScreen(), routeBudget(routes), precompress()],
    base,
    resolve: {
      alias: [
        {
          find: new RegExp(`^@brand/${PACKAGES}/([a-z-]+)$`),
          replacement: `${packages}/$1/src/$2/index.ts`,
        },
        { find: new RegExp(`^@brand/${PACKAGES}$`), replacement: `${packages}/$1/src/index.ts` },
      ],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
    },
    // `pnpm dev`: the platform (started separately) answers /api, /auth, /outbox and /sandbox (the card field is framed from the app's own origin).
    server: {
      proxy: Object.fromEntries(
        ['/api', '/auth', '/outbox', '/sandbox'].map((path) => [
          path,
          process.env.PLATFORM_URL ?? 'http://127.0.0.1:3000',
        ]),
      ),
    },
  };
}
