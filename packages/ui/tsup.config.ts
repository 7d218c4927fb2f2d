import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // React, Emotion and the headless libraries stay the app's own copies (one React, one theme context).
  external: [
    /^react/,
    /^@emotion\//,
    /^@radix-ui\//,
    'downshift',
    'react-dropzone',
    '@brand/domain',
  ],
});
