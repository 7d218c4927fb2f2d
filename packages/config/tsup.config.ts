import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'forms-react/index': 'src/forms-react/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [/^@brand\//],
});
