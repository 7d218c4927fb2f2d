import { defineConfig } from 'tsup';

// The server runs from one bundle of our sources; npm packages (and the workspace's built
// @brand/* packages) stay external and load from node_modules.
export default defineConfig({
  // write-initial-data runs once after the build (package.json's build script).
  entry: ['src/main.ts', 'src/write-initial-data.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
});
