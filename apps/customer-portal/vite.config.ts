import { appViteConfig } from '@brand/vite-app';
import { defineConfig } from 'vite';

// Home: its own chunk, so the product entry does not download it.
const HOME_PAGE = /customer-portal\/src\/HomePage\.tsx$/;

// The buying journey's frame, loaded with its routes (ProductRoutes).
const PROPOSAL_SCREEN = /quote\/screens\/ProposalScreen\.tsx$/;

// The customer portal: served by the platform at `/`, its runtime config read from /api/app-config.
// The build prints each route's first-load JavaScript; the product entry must stay under 200 KB.
export default defineConfig(
  appViteConfig({
    base: '/',
    routes: [
      { route: '/ (home)', lazy: [HOME_PAGE] },
      { route: '/flex, /driveaway (product entry)', lazy: [], maxGzipKb: 200 },
      // A returning customer's first load also fetches the sign-in SDK for the silent sign-in.
      { route: '/ (home, returning customer)', lazy: [HOME_PAGE, /auth0-spa-js/] },
      {
        route: '/{product}/proposal/{code}/disclosure/{section}',
        lazy: [PROPOSAL_SCREEN, /quote\/screens\/DisclosureSectionPage\.tsx$/],
      },
      {
        route: '/{product}/proposal/{code}/quote',
        lazy: [PROPOSAL_SCREEN, /quote\/screens\/QuotePage\.tsx$/],
      },
      {
        route: '/{product}/proposal/{code}/checkout',
        lazy: [PROPOSAL_SCREEN, /journeys\/src\/checkout\/CheckoutPages\.tsx$/],
      },
      { route: '/retrieve', lazy: [/journeys\/src\/retrieve\/index\.ts$/] },
      { route: '/account', lazy: [/journeys\/src\/account\/index\.ts$/] },
      { route: '/{product}/renewal/{code}', lazy: [/journeys\/src\/renewal\/index\.ts$/] },
      { route: '/{product}/policy/{id}/{tab}', lazy: [/journeys\/src\/policy\/index\.ts$/] },
    ],
  }),
);
