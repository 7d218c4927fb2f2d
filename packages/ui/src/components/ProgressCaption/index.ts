export type { ProgressCaptionProps, StepPosition } from './ProgressCaption';
export { currentStepPosition, ProgressCaption } from './ProgressCaption';
