import { questionHelpUrl } from '@brand/config';

// The brand's help pages: static HTML the customer portal ships under the content base URL's
// questions path (spec 002 §7: /questions/{help}.html), opened in the iframe modal (spec 002 §2).

/** Each help page, by name: the name is the file (`{name}.html`) and its title's text key. */
export const HELP_PAGES = [
  'help',
  'contact-us',
  'how-cover-works',
  'cookies',
  'privacy',
  'retrieve',
] as const;

/** A help page's name. */
export type HelpPageName = (typeof HELP_PAGES)[number];

/** What the header's help link opens: the help centre, linking every other page. */
export const HEADER_HELP_PAGE = 'help' satisfies HelpPageName;

/** What every chat action opens: no chat vendor is configured, so the contact page stands in. */
export const CHAT_HELP_PAGE = 'contact-us' satisfies HelpPageName;

/** Where a help page is served. */
export function helpPageUrl(page: HelpPageName): string {
  return questionHelpUrl(page);
}

/** The text key (shell namespace) of a help page's title, the modal's heading and iframe title. */
export function helpPageTitleKey(page: HelpPageName): string {
  return `help.pages.${page}`;
}

/** The message a help page posts to its parent window to close the modal (Escape inside it). */
export const HELP_CLOSE_MESSAGE = 'brand-help:close';
