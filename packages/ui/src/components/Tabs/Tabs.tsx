import styled from '@emotion/styled';
import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useId, useState } from 'react';
import { focusRing, visuallyHidden } from '../../theme/theme';
import { breakpoints } from '../../theme/tokens';
import { useMediaQuery } from './useMediaQuery';

/** One tab. */
export interface TabItem {
  /** Stable id, also the value `onValueChange` reports (a route segment, say). */
  id: string;
  /** The tab's header. A tab with no header is skipped entirely (it is not permitted here). */
  header?: ReactNode;
  /** What the tab shows. */
  content: ReactNode;
  /** Text of the tab in the mobile dropdown, needed when `header` is not plain text. @default the `header` when it is a string */
  optionLabel?: string;
}

/** Props of Tabs. */
export interface TabsProps {
  /** The tabs, in order. Tabs with no header are left out. */
  items: readonly TabItem[];
  /** Accessible name of the tab bar, and the label of the mobile dropdown (visually hidden). */
  label: string;
  /** The chosen tab's id, when the parent controls it (from the route, say). */
  value?: string;
  /** The tab chosen first when uncontrolled. @default the first tab with a header */
  defaultValue?: string;
  /** Runs with the id of the tab the user chooses. */
  onValueChange?: (id: string) => void;
}

/** Below the `sm` breakpoint the tab bar becomes a dropdown. */
export const TABS_MOBILE_QUERY = `(max-width: ${breakpoints.sm - 0.02}px)`;

const List = styled(RadixTabs.List)(
  ({ theme }) => `
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${theme.colors.borderSubtle};
`,
);

const Trigger = styled(RadixTabs.Trigger)(
  ({ theme }) => `
  flex: none;
  min-height: ${theme.minTouchTarget}px;
  padding: ${theme.space.xs}px ${theme.space.md}px;
  border: none;
  border-bottom: ${theme.space.xxs}px solid transparent;
  background: transparent;
  color: ${theme.colors.link};
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
  cursor: pointer;
  &:hover { color: ${theme.colors.linkHover}; text-decoration: underline; }
  &[data-state='active'] {
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.bold};
    border-bottom-color: ${theme.colors.primary};
  }
  &:focus-visible { ${focusRing} }
`,
);

const Panel = styled.div(
  ({ theme }) => `
  padding-top: ${theme.space.lg}px;
  &:focus-visible { ${focusRing} }
`,
);

const SelectLabel = styled.label`
  ${visuallyHidden}
`;

const Select = styled.select(
  ({ theme }) => `
  width: 100%;
  min-height: ${theme.minTouchTarget}px;
  padding: ${theme.space.xs}px ${theme.space.sm}px;
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm}px;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.body.fontSize}px;
  font-weight: ${theme.fontWeights.bold};
  &:focus-visible { ${focusRing} }
`,
);

function optionText(item: TabItem): string {
  if (item.optionLabel !== undefined) return item.optionLabel;
  if (typeof item.header === 'string' || typeof item.header === 'number')
    return String(item.header);
  return item.id;
}

/** Tabs: a tab bar on desktop and a dropdown on mobile; a tab with no header is skipped. */
export function Tabs({ items, label, value, defaultValue, onValueChange }: TabsProps) {
  const tabs = items.filter(
    (item) => item.header !== undefined && item.header !== null && item.header !== '',
  );
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const wanted = value ?? uncontrolled;
  // A chosen tab that was skipped, or has gone, falls back to the first shown tab.
  const current = tabs.find((tab) => tab.id === wanted) ?? tabs[0];
  const isMobile = useMediaQuery(TABS_MOBILE_QUERY);
  const id = useId();

  const choose = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  if (current === undefined) return null;

  if (isMobile) {
    const selectId = `${id}-select`;
    const panelId = `${id}-panel`;
    return (
      <div>
        <SelectLabel htmlFor={selectId}>{label}</SelectLabel>
        <Select
          id={selectId}
          value={current.id}
          aria-controls={panelId}
          onChange={(event) => choose(event.target.value)}
        >
          {tabs.map((tab) => (
            <option key={tab.id} value={tab.id}>
              {optionText(tab)}
            </option>
          ))}
        </Select>
        <Panel id={panelId}>{current.content}</Panel>
      </div>
    );
  }

  return (
    <RadixTabs.Root value={current.id} onValueChange={choose}>
      <List aria-label={label}>
        {tabs.map((tab) => (
          <Trigger key={tab.id} value={tab.id}>
            {tab.header}
          </Trigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} asChild>
          <Panel>{tab.content}</Panel>
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
