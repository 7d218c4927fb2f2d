import { defineConfig } from 'tsup';

/**
 * Builds the API benchmark (`pnpm bench:api`) with the app's own tooling: the load generator
 * (api-bench.js), the server it forks for each measurement (bench-server.js) and the in-process
 * rating, validation, search and start-up benches it loads (each also runnable alone). The app's
 * sources are bundled in; node_modules and the built @brand/* packages stay external.
 */
export default defineConfig({
  entry: {
    'api-bench': 'bench/api-bench.ts',
    'bench-server': 'bench/bench-server.ts',
    'rating-bench': 'bench/rating-bench.ts',
    'validation-bench': 'bench/validation-bench.ts',
    'search-bench': 'bench/search-bench.ts',
    'startup-bench': 'bench/startup-bench.ts',
  },
  outDir: 'bench/dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  skipNodeModulesBundle: true,
  sourcemap: true,
  clean: true,
  splitting: false,
  silent: true,
});
