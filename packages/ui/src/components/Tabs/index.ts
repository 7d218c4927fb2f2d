export type { TabItem, TabsProps } from './Tabs';
export { TABS_MOBILE_QUERY, Tabs } from './Tabs';
export { useMediaQuery } from './useMediaQuery';
