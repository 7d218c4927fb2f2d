import { createContext, type ReactNode, useContext } from 'react';

const PageBannerContext = createContext<ReactNode>(null);

/** Props of PageBannerProvider. */
export interface PageBannerProviderProps {
  /**
   * The bar every page inside shows under its navigation bar (the admin console's Admin view
   * bar).
   * @default null (no bar)
   */
  banner?: ReactNode;
  /** The pages. */
  children: ReactNode;
}

/**
 * Gives the pages inside the app's bar without each page naming it: the console names the
 * impersonated customer on every page an agent sees, the journeys' pages included (spec 000 §2
 * "Admin sees a red bar").
 */
export function PageBannerProvider({ banner = null, children }: PageBannerProviderProps) {
  return <PageBannerContext.Provider value={banner}>{children}</PageBannerContext.Provider>;
}

/** The app's bar for the pages inside a PageBannerProvider, or null. */
export function usePageBanner(): ReactNode {
  return useContext(PageBannerContext);
}
