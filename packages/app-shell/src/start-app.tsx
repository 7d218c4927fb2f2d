import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type AppConfig, fetchAppConfig, inlineAppConfig } from './app-config';
import { type AuthClient, createAuthClient, type ShellApp } from './auth/auth-client';
import { StartFailure } from './frame/StartFailure';
import { StartLoading } from './frame/StartLoading';
import { isUnsupportedBrowser } from './frame/unsupported-browser';

/**
 * Starts an app in `#root`: reads the runtime config (it names the identity server, so one build
 * runs on any platform) from the page, where the platform inlines it, or else from the platform, makes the app's Auth0 client and renders the app with it and the config
 * (its roles claim's name). In a browser
 * index.html found unable to run the app it does nothing: that page's message stays.
 */
export async function startApp(
  app: ShellApp,
  render: (client: AuthClient, config: AppConfig) => ReactNode,
) {
  // index.html already shows the unsupported-browser message in place of the app.
  if (isUnsupportedBrowser()) return;
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const inlined = inlineAppConfig();
  // Without the page's own copy the config call can be slow: the frame and a placeholder show
  // meanwhile, never a blank page.
  if (!inlined) root.render(<StartLoading />);
  try {
    const config = inlined ?? (await fetchAppConfig());
    root.render(<StrictMode>{render(createAuthClient(config.auth, app), config)}</StrictMode>);
  } catch (error) {
    console.error(error);
    root.render(<StartFailure />);
  }
}
