// What the journeys' screen stories share: a screen inside what an app gives its pages (texts,
// router, sign-in, the API client, the help modal, the journeys' store), signed in as a customer,
// against the fake platform the jsdom tests use (fake-platform.ts). The Storybook's preview gives
// the theme. Story support only: no app code imports it.
import {
  ApiClientProvider,
  type AuthClient,
  AuthProvider,
  createShellI18n,
  HelpProvider,
} from '@brand/app-shell';
import { type ReactElement, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type PlatformRoutes, platformFetch } from './fake-platform';
import { JourneyStoreProvider } from './store';

/** The customer the screens are shown to. */
export const STORY_CUSTOMER = {
  sub: 'user_1',
  name: 'Jane Customer',
  email: 'jane.customer@brand.example',
};

/**
 * The Auth0 SDK's client, signed in as the story's customer. Cast once: the SDK's methods are
 * overloaded (getTokenSilently answers a string or a detailed response), and a story needs only
 * the simple forms.
 */
const signedIn = {
  checkSession: async () => undefined,
  getUser: async () => STORY_CUSTOMER,
  getTokenSilently: async () => 'story-access-token',
  loginWithRedirect: async () => undefined,
  handleRedirectCallback: async () => ({ appState: { returnTo: '/' } }),
  logout: async () => undefined,
} as unknown as AuthClient;

/** What a screen story shows: a screen at a route, and the platform's answers behind it. */
export interface ScreenStoryProps {
  /** The route pattern the screen is mounted at, as the app mounts it ('/policy/:policyId/*'). */
  path: string;
  /** The address to open ('/policy/PL1/billing'). */
  route: string;
  /** The screen. */
  screen: ReactElement;
  /** The platform's answers by `METHOD /path`. */
  platform: PlatformRoutes;
  /** Navigation state the route is opened with, as a page hands it on (the cancel confirm page). */
  state?: unknown;
}

/**
 * A journey screen as a customer sees it. The fake platform is the page's fetch from the first
 * render (the story's iframe shows one story at a time).
 */
export function ScreenStory({ path, route, screen, platform, state }: ScreenStoryProps) {
  const [i18n] = useState(() => {
    globalThis.fetch = platformFetch(platform);
    return createShellI18n();
  });
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[state === undefined ? route : { pathname: route, state }]}>
        <AuthProvider client={signedIn} signOutReturnTo="/">
          <ApiClientProvider>
            <HelpProvider>
              <JourneyStoreProvider>
                <Routes>
                  <Route path="/" element={<h1>Home page</h1>} />
                  <Route path={path} element={screen} />
                </Routes>
              </JourneyStoreProvider>
            </HelpProvider>
          </ApiClientProvider>
        </AuthProvider>
      </MemoryRouter>
    </I18nextProvider>
  );
}
