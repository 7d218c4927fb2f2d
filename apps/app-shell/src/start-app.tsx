import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchAppConfig } from './app-config';
import { type AuthClient, createAuthClient, type ShellApp } from './auth/auth-client';
import { StartFailure } from './frame/StartFailure';

/**
 * Starts an app in `#root`: reads the runtime config (it names the identity server, so one build
 * runs on any platform), makes the app's Auth0 client and renders the app with it.
 */
export async function startApp(app: ShellApp, render: (client: AuthClient) => ReactNode) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await fetchAppConfig();
    root.render(<StrictMode>{render(createAuthClient(config.auth, app))}</StrictMode>);
  } catch (error) {
    console.error(error);
    root.render(<StartFailure />);
  }
}
