// The navigation bar's popup menus (spec 002: the account menu, the manage-quote menu), apart from
// the bar so that a page without a menu does not download Radix's dropdown and its positioning.
import styled from '@emotion/styled';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId } from 'react';
import { visuallyHidden } from '../../theme/theme';
import { Button } from '../Button';
import { AccountButton, type NavigationMenuItem } from './NavigationBar';

const HiddenText = styled.span`
  ${visuallyHidden}
`;

const MenuContent = styled(DropdownMenu.Content)(
  ({ theme }) => `
  z-index: ${theme.zIndices.overlay};
  min-width: 220px;
  padding: ${theme.space.xxs}px 0;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm}px;
  box-shadow: 0 ${theme.space.xxs}px ${theme.space.md}px rgba(0, 0, 0, 0.2);
`,
);

const MenuItem = styled(DropdownMenu.Item)(
  ({ theme }) => `
  display: flex;
  align-items: center;
  min-height: ${theme.minTouchTarget}px;
  padding: 0 ${theme.space.md}px;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.text};
    text-decoration: underline;
    box-shadow: inset ${theme.space.xxs}px 0 0 ${theme.colors.primary};
  }
`,
);

const MenuLabel = styled(DropdownMenu.Label)(
  ({ theme }) => `
  padding: ${theme.space.xs}px ${theme.space.md}px ${theme.space.xxs}px;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.typeScale.small.fontSize}px;
  font-weight: ${theme.fontWeights.bold};
`,
);

const Separator = styled(DropdownMenu.Separator)(
  ({ theme }) => `
  height: 1px;
  margin: ${theme.space.xxs}px 0;
  background: ${theme.colors.borderSubtle};
`,
);

function MenuGroup({ label, items }: { label?: string; items: readonly NavigationMenuItem[] }) {
  const labelId = useId();
  return (
    <DropdownMenu.Group aria-labelledby={label ? labelId : undefined}>
      {label ? <MenuLabel id={labelId}>{label}</MenuLabel> : null}
      {items.map((item) => (
        <MenuItem key={item.id} onSelect={item.onSelect}>
          {item.label}
        </MenuItem>
      ))}
    </DropdownMenu.Group>
  );
}

/** The signed-in account button (initials) and its menu: the quote's items, then the account's. */
export function AccountMenu({
  initials,
  accountMenuLabel,
  manageQuoteLabel,
  quoteItems,
  accountItems,
}: {
  initials: string;
  accountMenuLabel: string;
  manageQuoteLabel?: string | undefined;
  quoteItems: readonly NavigationMenuItem[];
  accountItems: readonly NavigationMenuItem[];
}) {
  return (
    // Not modal: a menu button's menu closes on Tab instead of hiding the page (and trapping focus).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <AccountButton type="button">
          {/* The initials come first, so the name starts with the visible text (WCAG 2.5.3). */}
          {initials}
          <HiddenText> {accountMenuLabel}</HiddenText>
        </AccountButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent align="end" sideOffset={8}>
          {quoteItems.length > 0 ? (
            <>
              <MenuGroup label={manageQuoteLabel} items={quoteItems} />
              <Separator />
            </>
          ) : null}
          <MenuGroup items={accountItems} />
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A visitor's manage-quote menu button. */
export function QuoteMenu({
  manageQuoteLabel,
  quoteItems,
}: {
  manageQuoteLabel: string;
  quoteItems: readonly NavigationMenuItem[];
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">{manageQuoteLabel}</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent align="end" sideOffset={8}>
          <MenuGroup items={quoteItems} />
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
