import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // React, Emotion, Formik and the workspace packages stay the app's own copies (one React, one
  // Formik context, one theme).
  external: [/^react/, /^@emotion\//, 'formik', /^@brand\//, 'luxon'],
});
