export type { LoadingIndicatorProps, LoadingPlacement } from './LoadingIndicator';
export { LOADING_PLACEMENTS, LoadingIndicator } from './LoadingIndicator';
