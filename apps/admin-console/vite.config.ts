import { appViteConfig } from '@brand/vite-app';
import { defineConfig } from 'vite';

// The admin console: served by the platform at `/admin/`, its runtime config read from /api/app-config.
// Agents are always signed in, so their first load includes the sign-in SDK.
export default defineConfig(
  appViteConfig({
    base: '/admin/',
    routes: [{ route: '/admin/ (signed-in agent)', lazy: [/auth0-spa-js/] }],
  }),
);
