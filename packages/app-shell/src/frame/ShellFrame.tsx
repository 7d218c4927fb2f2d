import { createContext, type ReactNode, useContext } from 'react';
import { HelpProvider } from '../help/HelpProvider';
import { ShellCookieBanner } from './ShellCookieBanner';

const CookieBannerContext = createContext(false);
const RetrieveLinkContext = createContext(false);
const StaffToolContext = createContext(false);
const NavigationLinksContext = createContext<readonly NavigationLink[]>([]);

/** A link of the app's own in the navigation bar, for a signed-in user. */
export interface NavigationLink {
  /** The text's translation key. */
  labelKey: string;
  /** Where it goes. */
  href: string;
}

/** The app's own links for the navigation bar (the console's "Chat"). */
export function useNavigationLinks(): readonly NavigationLink[] {
  return useContext(NavigationLinksContext);
}

/** Whether this app asks visitors about cookies (the customer portal does; the admin console never). */
export function useCookieBannerEnabled(): boolean {
  return useContext(CookieBannerContext);
}

/** Whether the header offers signed-out visitors the retrieve page (the customer portal's). */
export function useRetrieveLinkEnabled(): boolean {
  return useContext(RetrieveLinkContext);
}

/** Whether this app is a staff tool (the admin console): no customer help links in its footer. */
export function useStaffTool(): boolean {
  return useContext(StaffToolContext);
}

const NO_LINKS: readonly NavigationLink[] = [];

/** Props of ShellFrame. */
export interface ShellFrameProps {
  /** Ask anonymous visitors about cookies (the customer portal). @default false */
  cookieBanner?: boolean;
  /**
   * Link signed-out visitors to the retrieve page (`/retrieve`) from the header: the way back to a
   * saved quote from another tab (the customer portal; the admin console has no visitors).
   * @default false
   */
  retrieveLink?: boolean;
  /**
   * A staff tool (the admin console): the footer has no customer help links (contact us, how
   * your cover works, privacy and cookie policies), which an agent never needs. @default false
   */
  staffTool?: boolean;
  /** The app's own links in the navigation bar, shown to a signed-in user. @default none */
  navigationLinks?: readonly NavigationLink[];
  /** The app's routes. */
  children: ReactNode;
}

/**
 * What surrounds every page of an app: the help modal that help links and chat actions open and,
 * in the customer portal, the cookie banner at the bottom. Goes inside the AuthProvider.
 */
export function ShellFrame({
  cookieBanner = false,
  retrieveLink = false,
  staffTool = false,
  navigationLinks = NO_LINKS,
  children,
}: ShellFrameProps) {
  return (
    <CookieBannerContext.Provider value={cookieBanner}>
      <RetrieveLinkContext.Provider value={retrieveLink}>
        <StaffToolContext.Provider value={staffTool}>
          <NavigationLinksContext.Provider value={navigationLinks}>
            <HelpProvider>
              {children}
              {cookieBanner ? <ShellCookieBanner /> : null}
            </HelpProvider>
          </NavigationLinksContext.Provider>
        </StaffToolContext.Provider>
      </RetrieveLinkContext.Provider>
    </CookieBannerContext.Provider>
  );
}
