import { createContext, type ReactNode, useContext } from 'react';

const JourneyBannerContext = createContext<ReactNode>(null);

/** Props of JourneyBannerProvider. */
export interface JourneyBannerProviderProps {
  /**
   * The bar every journey page shows under its navigation bar (the admin console's Admin view
   * bar). Rendered inside the journeys' own store: it must not read the app's store itself.
   * @default null (no bar)
   */
  banner?: ReactNode;
  /** The journeys' screens. */
  children: ReactNode;
}

/**
 * Gives the journeys' pages the app's bar: the console names the impersonated customer on every
 * page an agent sees, the journeys' pages included (spec 000 §2 "Admin sees a red bar").
 */
export function JourneyBannerProvider({ banner = null, children }: JourneyBannerProviderProps) {
  return <JourneyBannerContext.Provider value={banner}>{children}</JourneyBannerContext.Provider>;
}

/** The app's bar for the journeys' pages, or null. */
export function useJourneyBanner(): ReactNode {
  return useContext(JourneyBannerContext);
}
