export type { ProgressBarProps } from './ProgressBar';
export { ProgressBar } from './ProgressBar';
export { progressPercent } from './progress-percent';
