export type { StatusBadgeProps } from './StatusBadge';
export { StatusBadge } from './StatusBadge';
export type { ToneIconProps } from './ToneIcon';
export { ToneIcon } from './ToneIcon';
