import { appViteConfig, SIGN_IN_SDK } from '@brand/vite-app';
import { defineConfig } from 'vite';

// The admin console: served by the platform at `/admin/`, its runtime config read from /api/app-config.
// Before sign-in an agent sees the sign-in screen without the SDK (it loads on "Sign in"); once
// signed in, their first load includes it and the header's account menu.
export default defineConfig(
  appViteConfig({
    base: '/admin/',
    routes: [
      {
        route: '/admin/ (sign-in screen)',
        audience: 'consoleSignIn',
        lazy: [],
        ceiling: { kb: 228, reason: 'every console page and its texts load before sign-in' },
      },
      {
        route: '/admin/ (signed-in agent)',
        audience: 'signedIn',
        lazy: [SIGN_IN_SDK, /NavigationBar\/NavigationMenus\.tsx$/],
        ceiling: { kb: 314, reason: 'every console page loads in the entry, with the sign-in SDK' },
      },
    ],
  }),
);
