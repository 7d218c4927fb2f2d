import { initials } from '@brand/domain';
import styled from '@emotion/styled';
import { lazy, type ReactNode, Suspense } from 'react';
import { focusRing, mq, visuallyHidden } from '../../theme/theme';
import { Button } from '../Button';
import { AppLink, type HelpLink, type RenderLink } from '../PageFrame';

/** The navigation bar's looks: the usual account menu, or one that also holds the manage-quote items. */
export const NAVIGATION_BAR_VARIANTS = ['default', 'manageQuote'] as const;
/** A navigation bar look. */
export type NavigationBarVariant = (typeof NAVIGATION_BAR_VARIANTS)[number];

/** An item of a popup menu. */
export interface NavigationMenuItem {
  /** Stable id (the React key). */
  id: string;
  /** The item's text. */
  label: string;
  /** Runs when the item is chosen by click, Enter or Space. */
  onSelect: () => void;
}

/** The signed-in user's name; a missing part shows as '?'. */
export interface NavigationUser {
  /** First name. */
  firstName?: string | null;
  /** Last name. */
  lastName?: string | null;
}

/** Props of NavigationBar. */
export interface NavigationBarProps {
  /** The brand logo. It is decorative (give images `alt=""`): `homeLabel` names the link. */
  logo: ReactNode;
  /** Where the logo link goes. @default '/' */
  homeHref?: string;
  /** Accessible name of the logo link ('Brand insurance, home'). */
  homeLabel: string;
  /** A help link in the bar. */
  help?: HelpLink;
  /** Text links before the help link (a visitor's "Retrieve a saved quote"), in the help link's look. */
  links?: readonly HelpLink[];
  /** The signed-in user. Without one the bar is signed out and shows the sign-in button. */
  user?: NavigationUser | null;
  /** Accessible name of the account button, read after the initials. @default 'Account menu' */
  accountMenuLabel?: string;
  /** Text of the dashboard item. */
  dashboardLabel: string;
  /** Runs when the dashboard item is chosen. */
  onDashboard: () => void;
  /** Text of the account item. */
  accountLabel: string;
  /** Runs when the account item is chosen. */
  onAccount: () => void;
  /** Text of the sign-out item. */
  signOutLabel: string;
  /** Runs when the sign-out item is chosen. */
  onSignOut: () => void;
  /** Text of the sign-in button shown when signed out. */
  signInLabel?: string;
  /** Runs when the sign-in button is pressed; the button shows only with both this and `signInLabel`. */
  onSignIn?: () => void;
  /** What it looks like. @default 'default' */
  variant?: NavigationBarVariant;
  /** Heading of the manage-quote items (and the text of their menu button when signed out). */
  manageQuoteLabel?: string;
  /** The manage-quote variant's items (save, retrieve or restart a quote). */
  manageQuoteItems?: readonly NavigationMenuItem[];
  /** Draws in-app links with the app's router. @default plain anchors */
  renderLink?: RenderLink;
}

const Bar = styled.header(
  ({ theme }) => `
  position: relative;
  z-index: ${theme.zIndices.header};
  display: flex;
  /* At 320px (or 400% zoom) the items wrap rather than widen the page (WCAG 1.4.10); a wrapped
     item sits at the right, under the account area. */
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${theme.space.xs}px ${theme.space.sm}px;
  min-height: ${theme.space.xxxl}px;
  padding: ${theme.space.xs}px ${theme.space.md}px;
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.borderSubtle};
  ${mq('sm')} { padding-inline: ${theme.space.lg}px; }
`,
);

const HomeLink = styled(AppLink)(
  ({ theme }) => `
  display: inline-flex;
  align-items: center;
  min-height: ${theme.minTouchTarget}px;
  margin-right: auto;
  color: ${theme.colors.text};
  text-decoration: none;
  &:focus-visible { ${focusRing} }
`,
);

const HiddenText = styled.span`
  ${visuallyHidden}
`;

const HelpAnchor = styled(AppLink)(
  ({ theme }) => `
  display: inline-flex;
  align-items: center;
  min-height: ${theme.minTouchTarget}px;
  padding-inline: ${theme.space.xs}px;
  color: ${theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  &:hover { color: ${theme.colors.linkHover}; text-decoration-thickness: 3px; }
  &:focus-visible { ${focusRing} }
`,
);

export const AccountButton = styled.button(
  ({ theme }) => `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.minTouchTarget}px;
  height: ${theme.minTouchTarget}px;
  padding: 0;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radii.pill}px;
  background: ${theme.colors.primary};
  color: ${theme.colors.textInverse};
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.small.fontSize}px;
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.05em;
  cursor: pointer;
  &:hover, &[data-state='open'] { background: ${theme.colors.primaryHover}; border-color: ${theme.colors.primaryHover}; }
  &:focus-visible { ${focusRing} }
`,
);

// The menus (Radix's dropdown with its positioning engine, about 30 KB gzipped) load only when a
// menu shows: a visitor on the product entry has none, and that page's first load has a budget
// (ADR 0009).
const AccountMenu = lazy(() =>
  import('./NavigationMenus').then((m) => ({ default: m.AccountMenu })),
);
const QuoteMenu = lazy(() => import('./NavigationMenus').then((m) => ({ default: m.QuoteMenu })));

/** The header: logo link home, optional help link, and the account button (initials) with its popup menu. */
export function NavigationBar({
  logo,
  homeHref = '/',
  homeLabel,
  help,
  links = [],
  user,
  accountMenuLabel = 'Account menu',
  dashboardLabel,
  onDashboard,
  accountLabel,
  onAccount,
  signOutLabel,
  onSignOut,
  signInLabel,
  onSignIn,
  variant = 'default',
  manageQuoteLabel,
  manageQuoteItems = [],
  renderLink,
}: NavigationBarProps) {
  const signedIn = user !== undefined && user !== null;
  const quoteItems = variant === 'manageQuote' ? manageQuoteItems : [];
  const accountItems: NavigationMenuItem[] = [
    { id: 'dashboard', label: dashboardLabel, onSelect: onDashboard },
    { id: 'account', label: accountLabel, onSelect: onAccount },
    { id: 'sign-out', label: signOutLabel, onSelect: onSignOut },
  ];

  return (
    <Bar>
      <HomeLink href={homeHref} renderLink={renderLink}>
        {logo}
        <HiddenText>{homeLabel}</HiddenText>
      </HomeLink>
      {links.map((link) => (
        <HelpAnchor key={link.href} href={link.href} onClick={link.onClick} renderLink={renderLink}>
          {link.label}
        </HelpAnchor>
      ))}
      {help ? (
        <HelpAnchor href={help.href} onClick={help.onClick} renderLink={renderLink}>
          {help.label}
        </HelpAnchor>
      ) : null}
      {/* Not modal: a menu button's menu closes on Tab instead of hiding the page (and trapping focus). */}
      {signedIn ? (
        <Suspense
          fallback={
            // Disabled until the menu's code arrives (a moment), so no press is lost.
            <AccountButton type="button" disabled>
              {initials(user)}
              <HiddenText> {accountMenuLabel}</HiddenText>
            </AccountButton>
          }
        >
          <AccountMenu
            initials={initials(user)}
            accountMenuLabel={accountMenuLabel}
            manageQuoteLabel={manageQuoteLabel}
            quoteItems={quoteItems}
            accountItems={accountItems}
          />
        </Suspense>
      ) : (
        <>
          {quoteItems.length > 0 && manageQuoteLabel ? (
            <Suspense fallback={null}>
              <QuoteMenu manageQuoteLabel={manageQuoteLabel} quoteItems={quoteItems} />
            </Suspense>
          ) : null}
          {signInLabel && onSignIn ? <Button onClick={onSignIn}>{signInLabel}</Button> : null}
        </>
      )}
    </Bar>
  );
}
