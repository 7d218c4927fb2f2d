// Serves the built Storybook (storybook-static/) so designers can browse the design system.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from './static-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
const dir = join(root, 'storybook-static');
if (!existsSync(join(dir, 'index.html'))) {
  console.error('storybook-static/ is missing: run `pnpm build` first.');
  process.exit(1);
}
const port = Number(process.env.STORYBOOK_PORT ?? 6006);
const server = await serveStatic(dir, { port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`\nThe design system (Storybook) is at ${server.url}/  (Ctrl+C stops it)`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close().then(() => process.exit(0)));
