// The policy-records module: policies and their versions as stored, their status, and a policy
// id's route parameter. The lowest layer that knows policies: proposals (drive-away
// eligibility), billing, binding, renewals and the policies routes read it.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { PolicyIdParams } from './policy-id-params';
export type { PolicyRecord, PolicyVersionRecord } from './policy-repository';
export {
  countPersonPolicies,
  currentPolicyVersion,
  findPolicy,
  insertPolicy,
  insertPolicyVersion,
  listPolicies,
  movePendingCover,
  nextPolicyNumber,
  updatePolicyStatus,
} from './policy-repository';
export { initialPolicyStatus } from './policy-status';
