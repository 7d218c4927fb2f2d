// The policy-lifecycle module: a policy's status on the clock after it is issued (ADR 0032). The
// one place a status changes (transitionPolicyIn): recorded in policy_status_transitions and
// emailed in the same transaction. The lifecycle job moves policies on (start, term end, unpaid
// collections); renewal binding marks the renewed policy through the same transition; the
// policies routes bring a policy up to date before showing it and list its transitions.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { type LifecycleRun, runLifecycleJob, startLifecycleJob } from './lifecycle-job';
export { policyWithStatusNow } from './policy-status-now';
export {
  listPolicyTransitions,
  type RecordedTransition,
  transitionPolicy,
  transitionPolicyIn,
} from './policy-transitions';
export { TRANSITION_REASONS, type TransitionReason } from './transition-reasons';
