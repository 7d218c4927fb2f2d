import type { CoverCode } from '@brand/domain';

/**
 * Where content pages (cover explanations, question help) are fetched from. Relative, so each app
 * serves them from its own origin: the platform ships the pages and no third-party host is needed.
 */
export const CONTENT_BASE_URL = '/content';

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The help page of a question, opened in a modal iframe (/questions/{help}.html). */
export function questionHelpUrl(help: string, base: string = CONTENT_BASE_URL): string {
  return join(base, `questions/${encodeURIComponent(help)}.html`);
}

/**
 * The information page of a cover that has one (a product's `covers.withInfo`), beside the help
 * pages: /questions/cover-{code}.html, the code's underscores as hyphens ('ncb_protection' is
 * cover-ncb-protection.html), as the pages' other names are written.
 */
export function coverInfoUrl(coverCode: CoverCode, base: string = CONTENT_BASE_URL): string {
  return questionHelpUrl(`cover-${coverCode.replaceAll('_', '-')}`, base);
}

/** A product's page of what its cover includes (/{product}/exposures). */
export function exposuresUrl(productUrlName: string, base: string = CONTENT_BASE_URL): string {
  return join(base, `${encodeURIComponent(productUrlName)}/exposures`);
}

/** A product's page of add-ons (/{product}/optional). */
export function optionalCoversUrl(productUrlName: string, base: string = CONTENT_BASE_URL): string {
  return join(base, `${encodeURIComponent(productUrlName)}/optional`);
}

/** An insurer's page about one cover group (per-insurer cover-group html). */
export function coverGroupUrl(
  insurer: string,
  coverGroup: string,
  base: string = CONTENT_BASE_URL,
): string {
  return join(base, `${encodeURIComponent(insurer)}/${encodeURIComponent(coverGroup)}.html`);
}
