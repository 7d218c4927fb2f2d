export type { AdminBarProps } from './AdminBar';
export { AdminBar } from './AdminBar';
