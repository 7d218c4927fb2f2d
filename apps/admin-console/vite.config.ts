import { appViteConfig, SIGN_IN_SDK } from '@brand/vite-app';
import { defineConfig } from 'vite';

// The admin console: served by the platform at `/admin/`, its runtime config read from /api/app-config.
// Before sign-in an agent sees the sign-in screen without the SDK (it loads on "Sign in"); once
// signed in, their first load includes it, the header's account menu and their home page.
export default defineConfig(
  appViteConfig({
    base: '/admin/',
    routes: [
      {
        route: '/admin/ (sign-in screen)',
        audience: 'consoleSignIn',
        lazy: [],
        ceiling: {
          kb: 201,
          reason: 'the buying journey’s routes and every screen’s texts load before sign-in',
        },
      },
      {
        route: '/admin/ (signed-in agent)',
        audience: 'signedIn',
        lazy: [SIGN_IN_SDK, /NavigationBar\/NavigationMenus\.tsx$/, /home\/AdminHomePage\.tsx$/],
        ceiling: {
          kb: 309,
          reason: 'the sign-in SDK (61 KB) and the account menu over a 200 KB entry',
        },
      },
    ],
  }),
);
