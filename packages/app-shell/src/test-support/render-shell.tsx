import { BrandThemeProvider } from '@brand/ui';
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ApiClientProvider } from '../api/ApiClientProvider';
import { AuthProvider } from '../auth/AuthProvider';
import type { AuthClient } from '../auth/auth-client';
import { HelpProvider } from '../help/HelpProvider';
import { createShellI18n } from '../i18n/create-shell-i18n';

/** Options of renderShell. */
export interface RenderShellOptions {
  /** The Auth0 SDK client (a `fakeAuthClient`). */
  client: AuthClient;
  /** The route to start on. @default '/' */
  route?: string;
  /** The customer an admin acts for. */
  impersonatedUserId?: string | null;
  /** Visitors get an anonymous token (the customer portal). @default false */
  anonymousSessions?: boolean;
  /** The admin console's texts ("their", not "your"). @default false */
  agentWording?: boolean;
  /** The access token's roles claim, as the app configuration names it. @default TEST_ROLES_CLAIM */
  rolesClaim?: string;
}

/** The roles claim's name the tests' apps are configured with (the platform's own default). */
export const TEST_ROLES_CLAIM = 'https://platform.brand.example/roles';

/**
 * Renders `ui` inside what an app gives its pages: theme, texts, router, sign-in, API client and
 * the help modal.
 */
export function renderShell(
  ui: ReactElement,
  {
    client,
    route = '/',
    impersonatedUserId = null,
    anonymousSessions = false,
    agentWording = false,
    rolesClaim = TEST_ROLES_CLAIM,
  }: RenderShellOptions,
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const rendered = render(
    <BrandThemeProvider>
      <I18nextProvider i18n={createShellI18n({ agentWording })}>
        <MemoryRouter initialEntries={[route]}>
          <AuthProvider client={client} signOutReturnTo="http://localhost/" rolesClaim={rolesClaim}>
            <ApiClientProvider
              impersonatedUserId={impersonatedUserId}
              anonymousSessions={anonymousSessions}
            >
              <HelpProvider>{ui}</HelpProvider>
            </ApiClientProvider>
          </AuthProvider>
        </MemoryRouter>
      </I18nextProvider>
    </BrandThemeProvider>,
  );
  return { ...rendered, user };
}
