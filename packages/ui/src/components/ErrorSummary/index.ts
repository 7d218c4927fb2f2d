export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary';
export { ErrorSummary } from './ErrorSummary';
export { focusField } from './focus-field';
