import { createContext, type ReactNode, useContext } from 'react';
import { HelpProvider } from '../help/HelpProvider';
import { ShellCookieBanner } from './ShellCookieBanner';

const CookieBannerContext = createContext(false);

/** Whether this app asks visitors about cookies (the customer portal does; the admin console never). */
export function useCookieBannerEnabled(): boolean {
  return useContext(CookieBannerContext);
}

/** Props of ShellFrame. */
export interface ShellFrameProps {
  /** Ask anonymous visitors about cookies (the customer portal). @default false */
  cookieBanner?: boolean;
  /** The app's routes. */
  children: ReactNode;
}

/**
 * What surrounds every page of an app: the help modal that help links and chat actions open and,
 * in the customer portal, the cookie banner at the bottom. Goes inside the AuthProvider.
 */
export function ShellFrame({ cookieBanner = false, children }: ShellFrameProps) {
  return (
    <CookieBannerContext.Provider value={cookieBanner}>
      <HelpProvider>
        {children}
        {cookieBanner ? <ShellCookieBanner /> : null}
      </HelpProvider>
    </CookieBannerContext.Provider>
  );
}
