import type { MouseEvent, ReactNode } from 'react';
import { useHelp } from './HelpProvider';
import { type HelpTopic, helpPageUrl } from './help-pages';

/** Props of HelpLink. */
export interface HelpLinkProps {
  /** The help page, or the cover's information page, it opens. */
  page: HelpTopic;
  /** Where the page is served. @default helpPageUrl(page) */
  href?: string;
  /** The link's text. */
  children: ReactNode;
  /** The link's styles. */
  className?: string;
}

/** Opens a new tab as a browser would: the modal replaces only a plain click. */
function wantsNewTab(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link to a help page that opens it in the help modal (spec 002 §2). It stays a real link, so a
 * new tab, a copied address or a page without scripts still reach the page.
 */
export function HelpLink({ page, href, children, className }: HelpLinkProps) {
  const { openHelp } = useHelp();
  const url = href ?? helpPageUrl(page);
  return (
    <a
      href={url}
      className={className}
      onClick={(event) => {
        if (wantsNewTab(event)) return;
        event.preventDefault();
        openHelp(page, url);
      }}
    >
      {children}
    </a>
  );
}

/** The onClick of a @brand/ui help link (PageFrame's or the navigation bar's) that opens the modal. */
export function useHelpLinkClick(page: HelpTopic, href?: string) {
  const { openHelp } = useHelp();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (wantsNewTab(event)) return;
    event.preventDefault();
    openHelp(page, href ?? helpPageUrl(page));
  };
}
