import {
  type AuthClient,
  AuthProvider,
  appUrl,
  createShellI18n,
  type NavigationLink,
  SessionModals,
  ShellFrame,
} from '@brand/app-shell';
import { JourneyServicesBinding } from '@brand/journeys';
import { BrandThemeProvider } from '@brand/ui';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { AdminRoutes } from './AdminRoutes';
import { makeStore } from './app/store';
import { ImpersonatingApiClient } from './impersonation/ImpersonatingApiClient';

/** The console's own pages in its navigation bar. */
const CONSOLE_LINKS: readonly NavigationLink[] = [{ labelKey: 'admin.chat.nav', href: '/chat' }];

/** Props of App. */
export interface AppProps {
  /** The Auth0 SDK's client for the admin console. */
  authClient: AuthClient;
  /**
   * The access token's roles claim, as the platform's app configuration names it: the finance
   * role's pages read it. @default none: no role is read, so no role's page is offered
   */
  rolesClaim?: string;
  /** The store (tests pass one on memory storage). @default a store kept in session storage */
  store?: ReturnType<typeof makeStore>;
}

/** The admin console: store, theme, texts, router under /admin, sign-in and the API client. */
export function App({ authClient, rolesClaim, store: given }: AppProps) {
  const [{ store, persistor, services }] = useState(() => given ?? makeStore());
  // The customer's pages as an agent reads them: "their policies", not "your policies".
  const [i18n] = useState(() => createShellI18n({ agentWording: true }));
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <BrandThemeProvider>
          <I18nextProvider i18n={i18n}>
            <BrowserRouter basename="/admin">
              <AuthProvider
                client={authClient}
                signOutReturnTo={appUrl(window.location.origin, 'adminConsole')}
                callbackPath="/admin/callback"
                rolesClaim={rolesClaim}
              >
                <ImpersonatingApiClient>
                  <JourneyServicesBinding services={services}>
                    {/* Help pages in the help modal; never the cookie banner (staff only). */}
                    <ShellFrame staffTool navigationLinks={CONSOLE_LINKS}>
                      <AdminRoutes />
                      <SessionModals />
                    </ShellFrame>
                  </JourneyServicesBinding>
                </ImpersonatingApiClient>
              </AuthProvider>
            </BrowserRouter>
          </I18nextProvider>
        </BrandThemeProvider>
      </PersistGate>
    </Provider>
  );
}
