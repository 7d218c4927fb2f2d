import type { FeatureToggle } from '@brand/domain';

/**
 * When an input is shown (or read-only): rules over conditions, evaluated by one pure function that
 * the browser and the server share (spec 002 §4 "Form behaviour").
 */
export type Condition =
  /** Another input's value: one of `values`, or (with `defined`) whether it has any value. */
  | { kind: 'value'; input: string; values?: readonly unknown[]; defined?: boolean }
  /** A feature toggle is on. */
  | { kind: 'feature'; toggle: FeatureToggle }
  /** Only for visitors who are not signed in. */
  | { kind: 'anonymous' }
  /** Whether the form is about an existing policy (management) or not (a proposal). */
  | { kind: 'policy'; present: boolean }
  /** The scheme is one of these codes. */
  | { kind: 'scheme'; schemeCodes: readonly string[] }
  /** The user is an admin (agent). */
  | { kind: 'admin' }
  /**
   * An admin has (`has`) or lacks (`lacks`) every listed permission; a non-admin gets `default`.
   */
  | {
      kind: 'adminPermission';
      has?: readonly string[];
      lacks?: readonly string[];
      default: boolean;
    }
  /** Whether the policy has started (management sections). */
  | { kind: 'policyStarted'; started: boolean }
  /** All of the conditions hold. */
  | { kind: 'every'; conditions: readonly Condition[] }
  /** At least one of the conditions holds (the spec's "others" operator). */
  | { kind: 'some'; conditions: readonly Condition[] }
  /** The condition does not hold. */
  | { kind: 'not'; condition: Condition };

/** The kinds of condition, one table. */
export const CONDITION_KINDS = [
  'value',
  'feature',
  'anonymous',
  'policy',
  'scheme',
  'admin',
  'adminPermission',
  'policyStarted',
  'every',
  'some',
  'not',
] as const satisfies readonly Condition['kind'][];

/** A condition kind. */
export type ConditionKind = (typeof CONDITION_KINDS)[number];
