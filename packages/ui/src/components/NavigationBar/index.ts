export type {
  NavigationBarProps,
  NavigationBarVariant,
  NavigationMenuItem,
  NavigationUser,
} from './NavigationBar';
export { NAVIGATION_BAR_VARIANTS, NavigationBar } from './NavigationBar';
