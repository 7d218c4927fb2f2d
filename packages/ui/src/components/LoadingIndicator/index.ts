export type { LoadingIndicatorProps } from './LoadingIndicator';
export { LoadingIndicator } from './LoadingIndicator';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { SPINNER_SIZES, Spinner } from './Spinner';
