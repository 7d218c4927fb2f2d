/** A footer link: its label's translation key and where it goes. */
export interface FooterLink {
  /** Translation key (common namespace). */
  readonly label: string;
  /** Path under the content base URL, or an absolute URL. */
  readonly href: string;
}

/** The footer: the powered-by line and the legal links. */
export interface FooterConfig {
  /** Translation key of "Powered by {{provider}}". */
  readonly poweredBy: string;
  /** The platform provider's name, interpolated into the powered-by line. */
  readonly provider: string;
  /** Links in display order. */
  readonly links: readonly FooterLink[];
}

/** The brand's footer. */
export const FOOTER = {
  poweredBy: 'navigation.footer.poweredBy',
  provider: 'the Brand Insurance platform',
  links: [
    { label: 'navigation.footer.links.privacy', href: '/legal/privacy-policy' },
    { label: 'navigation.footer.links.cookies', href: '/legal/cookie-policy' },
    { label: 'navigation.footer.links.terms', href: '/legal/terms-of-business' },
    { label: 'navigation.footer.links.complaints', href: '/legal/complaints' },
    { label: 'navigation.footer.links.accessibility', href: '/legal/accessibility' },
  ],
} as const satisfies FooterConfig;
