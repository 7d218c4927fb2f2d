import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The admin console: served by the platform at `/admin/`, its runtime config read from /api/app-config.
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  // `pnpm dev`: the platform (started separately) answers /api, /auth and /outbox.
  server: {
    proxy: Object.fromEntries(
      ['/api', '/auth', '/outbox'].map((path) => [
        path,
        process.env.PLATFORM_URL ?? 'http://127.0.0.1:3000',
      ]),
    ),
  },
});
