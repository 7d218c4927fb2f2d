// The policy-records module: policies and their versions as stored (the latest version, and the
// one in force at a time), their status, and a policy id's route parameter. The lowest layer that
// knows policies: proposals (drive-away eligibility), billing, binding, renewals and the policies
// routes read it.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { PolicyIdParams } from './policy-id-params';
export type { PolicyRecord } from './policy-repository';
export {
  countPersonPolicies,
  endPolicyCover,
  findPolicy,
  insertPolicy,
  listPolicies,
  listPoliciesOf,
  movePendingCover,
  nextPolicyNumber,
  updatePolicyStatus,
} from './policy-repository';
export { initialPolicyStatus } from './policy-status';
export type { PolicyVersionRecord, VersionChoices } from './policy-versions';
export {
  asOfVersion,
  insertPolicyVersion,
  insuredRegistration,
  latestPolicyVersion,
  policyVersionInForce,
  registrationsInForce,
} from './policy-versions';
