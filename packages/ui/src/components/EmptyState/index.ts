export type { EmptyStateProps } from './EmptyState';
export { EmptyState } from './EmptyState';
export type { MessageHeadingLevel } from './message-block';
