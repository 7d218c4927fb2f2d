export type { ProgressListProps, ProgressStep, ProgressStepState } from './ProgressList';
export { PROGRESS_STEP_STATES, ProgressList } from './ProgressList';
