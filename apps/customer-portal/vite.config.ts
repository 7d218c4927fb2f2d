import { appViteConfig, SIGN_IN_SDK } from '@brand/vite-app';
import { defineConfig } from 'vite';

// Home: its own chunk, so the product entry does not download it.
const HOME_PAGE = /customer-portal\/src\/HomePage\.tsx$/;

// The buying journey's frame, loaded with its routes (ProductRoutes).
const PROPOSAL_SCREEN = /quote\/screens\/ProposalScreen\.tsx$/;

// A signed-in customer's frame: the sign-in SDK (its session) and the header's account menu, which
// shows as soon as they are known.
const SIGNED_IN = [SIGN_IN_SDK, /NavigationBar\/NavigationMenus\.tsx$/];

// The customer portal: served by the platform at `/`, its runtime config read from /api/app-config.
// The build prints everything each route downloads on a first visit and fails over its budget
// (a visitor's 200 KB, a signed-in customer's 260 KB; ADR 0009).
export default defineConfig(
  appViteConfig({
    base: '/',
    routes: [
      {
        route: '/ (a visitor)',
        audience: 'visitor',
        lazy: [HOME_PAGE],
      },
      { route: '/flex, /driveaway (product entry)', audience: 'visitor', lazy: [] },
      {
        route: '/ (signed in)',
        audience: 'signedIn',
        lazy: [HOME_PAGE, ...SIGNED_IN],
        ceiling: {
          kb: 285,
          reason: 'every screen’s texts and the sign-in SDK (61 KB) load over the 179 KB entry',
        },
      },
      {
        route: '/{product}/proposal/{code}/disclosure/{section}',
        audience: 'visitor',
        lazy: [PROPOSAL_SCREEN, /quote\/screens\/DisclosureSectionPage\.tsx$/],
        ceiling: {
          kb: 313,
          reason:
            'the form engine (formik, yup, downshift: 66 KB) and the lookup tables load whole',
        },
      },
      {
        route: '/{product}/proposal/{code}/quote',
        audience: 'visitor',
        lazy: [PROPOSAL_SCREEN, /quote\/screens\/QuotePage\.tsx$/],
        ceiling: {
          kb: 218,
          reason: 'the quote page’s own chunks (dates with luxon: 22 KB) over the 179 KB entry',
        },
      },
      {
        route: '/{product}/proposal/{code}/checkout',
        audience: 'visitor',
        lazy: [PROPOSAL_SCREEN, /journeys\/src\/checkout\/CheckoutPages\.tsx$/],
      },
      {
        route: '/retrieve',
        audience: 'visitor',
        lazy: [/journeys\/src\/retrieve\/index\.ts$/],
        ceiling: {
          kb: 282,
          reason:
            'the form engine (66 KB) loads whole for one short form (+0.2 KB: the entry’s start and the inlined config, ADR 0056)',
        },
      },
      {
        route: '/account',
        audience: 'signedIn',
        lazy: [/journeys\/src\/account\/index\.ts$/, ...SIGNED_IN],
        ceiling: { kb: 368, reason: 'the form engine (66 KB) loads whole for the settings forms' },
      },
      {
        route: '/{product}/renewal/{code}',
        audience: 'signedIn',
        lazy: [/journeys\/src\/renewal\/index\.ts$/, ...SIGNED_IN],
        ceiling: { kb: 393, reason: 'the form engine (66 KB) and the quote’s chunks load whole' },
      },
      {
        // Every tab and sub-page is in the policy chunk, so each tab's first load is this one.
        route: '/{product}/policy/{id}/{tab}',
        audience: 'signedIn',
        lazy: [/journeys\/src\/policy\/index\.ts$/, ...SIGNED_IN],
        ceiling: {
          kb: 444,
          reason: 'every tab is one chunk (react-dropzone for claims: 20 KB) with the form engine',
        },
      },
    ],
  }),
);
