// The policy page's tabs (spec 001 §2): a bar of links on desktop, a labelled dropdown on a phone.
// Each tab is its own address, so the tabs are links (the current one `aria-current="page"`), not
// an ARIA tablist: a link opens in a new tab, survives a reload and is announced as what it is.
import { type BrandTheme, focusRing, mq, Select } from '@brand/ui';
import styled from '@emotion/styled';
import { Link, useNavigate } from 'react-router';

/** One tab: its route segment, its name and its address. */
export interface PolicyTabLink {
  id: string;
  label: string;
  href: string;
}

/** Props of PolicyTabBar. */
export interface PolicyTabBarProps {
  tabs: readonly PolicyTabLink[];
  /** The tab shown. */
  current: string;
  /** The bar's accessible name and the dropdown's label ('Policy sections'). */
  label: string;
}

// Below `sm` the dropdown shows and the bar is gone (display: none also hides it from screen
// readers); from `sm` up the other way round. CSS decides, so the first paint is already right.
const Bar = styled.nav(({ theme }) => {
  const { space, colors, fonts, typeScale, fontWeights, minTouchTarget } = theme as BrandTheme;
  return `
  display: none;
  ${mq('sm')} { display: block; }
  ul {
    display: flex;
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    list-style: none;
    border-bottom: 1px solid ${colors.borderSubtle};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${minTouchTarget}px;
    padding: ${space.xs}px ${space.md}px;
    border-bottom: ${space.xxs}px solid transparent;
    color: ${colors.link};
    font-family: ${fonts.sans};
    font-size: ${typeScale.body.fontSize}px;
    line-height: ${typeScale.body.lineHeight}px;
    text-decoration: none;
  }
  a:hover { color: ${colors.linkHover}; text-decoration: underline; }
  a[aria-current='page'] {
    color: ${colors.text};
    font-weight: ${fontWeights.bold};
    border-bottom-color: ${colors.primary};
  }
  a:focus-visible { ${focusRing} }
`;
});

const Dropdown = styled.div`
  ${mq('sm')} {
    display: none;
  }
`;

/** The tabs of a policy page as links with the current one marked, or a dropdown on a phone. */
export function PolicyTabBar({ tabs, current, label }: PolicyTabBarProps) {
  const navigate = useNavigate();
  return (
    <>
      <Bar aria-label={label}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <Link to={tab.href} aria-current={tab.id === current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </Bar>
      <Dropdown>
        <Select
          id="policy-tab-select"
          name="policyTab"
          label={label}
          value={current}
          options={tabs.map((tab) => ({ value: tab.id, label: tab.label }))}
          onChange={(id) => {
            const tab = tabs.find((one) => one.id === id);
            if (tab) navigate(tab.href);
          }}
        />
      </Dropdown>
    </>
  );
}
