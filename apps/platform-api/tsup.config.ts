import { defineConfig } from 'tsup';

// The server runs from one bundle of our sources; npm packages (and the workspace's built
// @brand/* packages) stay external and load from node_modules.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
});
