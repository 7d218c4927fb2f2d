import { coverInfoUrl, DEFAULT_NAMESPACE, questionHelpUrl } from '@brand/config';
import type { CoverCode } from '@brand/domain';
import { SHELL_NAMESPACE } from '../i18n/create-shell-i18n';

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

/**
 * A cover's information page (a product's `covers.withInfo`): one page per cover code, so the
 * pages are named by the code rather than listed in HELP_PAGES.
 */
export interface CoverHelpTopic {
  /** The cover the page explains. */
  readonly cover: CoverCode;
}

/** What the help modal can show: a help page, or a cover's information page. */
export type HelpTopic = HelpPageName | CoverHelpTopic;

/** Where a help page or a cover's information page is served. */
export function helpPageUrl(topic: HelpTopic): string {
  return typeof topic === 'string' ? questionHelpUrl(topic) : coverInfoUrl(topic.cover);
}

/** The text key (shell namespace) of a help page's title, the modal's heading and iframe title. */
export function helpPageTitleKey(page: HelpPageName): string {
  return `help.pages.${page}`;
}

/**
 * The text key and namespace of a topic's title: a help page's from the shell's texts, a cover's
 * page is titled by the cover's name, so the modal says what the add-ons page says.
 */
export function helpTopicTitle(topic: HelpTopic): { key: string; ns: string } {
  return typeof topic === 'string'
    ? { key: helpPageTitleKey(topic), ns: SHELL_NAMESPACE }
    : { key: `covers.codes.${topic.cover}.name`, ns: DEFAULT_NAMESPACE };
}

/** The message a help page posts to its parent window to close the modal (Escape inside it). */
export const HELP_CLOSE_MESSAGE = 'brand-help:close';
