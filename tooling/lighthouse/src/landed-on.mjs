// Whether a Lighthouse run measured the page it was asked for. The address alone does not tell:
// the policy page opened without the sign-in, or a visitor's quote without their session, keeps
// its address and still loads and scores (its read of the policy or the proposal is refused). So
// a page that needs a session names the API read that shows it, and the run's network requests
// must hold that read answered 2xx; without this its figures would stand for a page never shown.

/** Where the run ended (what the address bar showed at the end of the load). */
export function finalUrlOf(lhr) {
  return lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl;
}

/** The status of the run's last request to `path` on its page's origin, or null when none. */
function statusOfRead(lhr, origin, path) {
  const items = lhr.audits?.['network-requests']?.details?.items ?? [];
  const reads = items.filter((item) => {
    const url = new URL(item.url);
    return url.origin === origin && url.pathname === path;
  });
  return reads.at(-1)?.statusCode ?? null;
}

/**
 * Null when the run ended on the requested page (same origin and path) and, when `read` names the
 * API path that shows it, read that path with a 2xx answer; otherwise why its figures are not the
 * page's.
 */
export function wrongPage(requestedUrl, lhr, read) {
  const wanted = new URL(requestedUrl);
  const ended = new URL(finalUrlOf(lhr));
  if (ended.origin !== wanted.origin || ended.pathname !== wanted.pathname) {
    const why = ended.pathname.startsWith('/auth/')
      ? ' (the sign-in: the session did not reach the measured tab)'
      : '';
    return `the run ended on ${ended.pathname}, not on ${wanted.pathname}${why}`;
  }
  if (!read) return null;
  const status = statusOfRead(lhr, wanted.origin, read);
  if (status !== null && status >= 200 && status < 300) return null;
  return status === null
    ? `the page never read ${read}, so it did not show what it was opened for`
    : `the page's read of ${read} answered ${status}: the session did not reach the measured tab`;
}
