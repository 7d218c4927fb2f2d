import {
  ApiClientProvider,
  type AuthClient,
  AuthProvider,
  createShellI18n,
  SessionModals,
  ShellFrame,
} from '@brand/app-shell';
import { BrandThemeProvider } from '@brand/ui';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { PortalRoutes } from './PortalRoutes';

/** Props of App. */
export interface AppProps {
  /** The Auth0 SDK's client for the customer portal. */
  authClient: AuthClient;
}

/** The customer portal: theme, texts, router, sign-in and the API client around its routes. */
export function App({ authClient }: AppProps) {
  const [i18n] = useState(createShellI18n);
  return (
    <BrandThemeProvider>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AuthProvider client={authClient} signOutReturnTo={window.location.origin}>
            <ApiClientProvider anonymousSessions>
              <ShellFrame cookieBanner retrieveLink>
                <PortalRoutes />
                <SessionModals />
              </ShellFrame>
            </ApiClientProvider>
          </AuthProvider>
        </BrowserRouter>
      </I18nextProvider>
    </BrandThemeProvider>
  );
}
