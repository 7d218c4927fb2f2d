// Leaving the app for a hosted payment page. One seam, so jsdom tests (which cannot navigate) see
// where the browser would have gone.

/** The browser's navigation to another site. */
export const browserLocation = {
  /** Sends the browser to `url` (a hosted card or direct-debit page). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** This app's origin, for the hosted pages' return URLs. */
  origin(): string {
    return window.location.origin;
  },
};
