import {
  ApiClientProvider,
  type AuthClient,
  AuthProvider,
  createShellI18n,
  SessionModals,
  ShellFrame,
} from '@brand/app-shell';
import { ChatProvider, JourneyServicesBinding } from '@brand/journeys';
import { BrandThemeProvider } from '@brand/ui';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { makeStore } from './app/store';
import { PortalRoutes } from './PortalRoutes';

/** Props of App. */
export interface AppProps {
  /** The Auth0 SDK's client for the customer portal. */
  authClient: AuthClient;
}

/** The customer portal: store, theme, texts, router, sign-in and the API client around its routes. */
export function App({ authClient }: AppProps) {
  const [{ store, persistor, services }] = useState(() => makeStore());
  const [i18n] = useState(createShellI18n);
  return (
    <Provider store={store}>
      {/* The typed, unsaved answers are back before a section's form takes its first values. */}
      <PersistGate persistor={persistor} loading={null}>
        <BrandThemeProvider>
          <I18nextProvider i18n={i18n}>
            <BrowserRouter>
              <AuthProvider client={authClient} signOutReturnTo={window.location.origin}>
                <ApiClientProvider anonymousSessions>
                  <JourneyServicesBinding services={services}>
                    <ShellFrame cookieBanner retrieveLink>
                      {/* Every "chat with us" opens the chat app-config names (ADR 0047). */}
                      <ChatProvider>
                        <PortalRoutes />
                        <SessionModals />
                      </ChatProvider>
                    </ShellFrame>
                  </JourneyServicesBinding>
                </ApiClientProvider>
              </AuthProvider>
            </BrowserRouter>
          </I18nextProvider>
        </BrandThemeProvider>
      </PersistGate>
    </Provider>
  );
}
