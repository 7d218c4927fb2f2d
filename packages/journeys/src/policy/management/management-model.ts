// What the management pages decide from the policy and the adjustment alone (spec 001 §2
// "Management routes", §4 "Adjustment flow"): which page a sub-path is, which sections the index
// lists, the form context its forms are judged in, the review's outcome and whether a card
// payment comes before the commit.
import {
  FEATURE_TOGGLE_SETTINGS,
  type ManagementSection,
  productConfigFor,
  retailerExists,
} from '@brand/config';
import {
  adjustmentReviewOutcome,
  hasPolicyStarted,
  isBeforeLondonDay,
  isDeferredChange,
  type ReviewOutcome,
} from '@brand/domain';
import { evaluateCondition, type FormContext, type FormValues } from '@brand/forms';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import type { Adjustment } from './adjustment-types';

/** The policy sub-routes the management pages answer (the others are the tabs' and cancel's). */
export const MANAGEMENT_ROUTE_SEGMENTS = ['management', 'excess', 'add-ons'] as const;
/** One of them. */
export type ManagementRouteSegment = (typeof MANAGEMENT_ROUTE_SEGMENTS)[number];

/** True for a sub-path segment the management pages answer. */
export function isManagementSegment(segment: string): segment is ManagementRouteSegment {
  return (MANAGEMENT_ROUTE_SEGMENTS as readonly string[]).includes(segment);
}

/**
 * Whether the policy's changes are offered (the management, excess and add-on routes and the
 * links to them): the brand's policyManagement toggle is on (spec 001 §2, read at call time so a
 * test can turn it off) and the cover is live (ACTIVE, or PENDING before it starts, and no
 * cancellation set). The platform refuses a change with the toggle off whatever the browser does.
 */
export function isManagementOffered(
  policy: Pick<Policy, 'policyDetail'>,
  features: Pick<typeof FEATURE_TOGGLE_SETTINGS, 'policyManagement'> = FEATURE_TOGGLE_SETTINGS,
): boolean {
  if (!features.policyManagement) return false;
  const { policyStatus, terminatedAt } = policy.policyDetail;
  return (policyStatus === 'ACTIVE' || policyStatus === 'PENDING') && !terminatedAt;
}

/** Where an adjustment came from: the form page its review and result hang under. */
export type AdjustmentOrigin =
  | { kind: 'section'; sectionId: string }
  | { kind: 'excess' }
  | { kind: 'addOns' };

/** The page a management sub-path shows. */
export type ManagementPage =
  | { kind: 'index' }
  | { kind: 'section'; sectionId: string }
  /** An additional-profiles section's driver: null adds one, a code edits that one. */
  | { kind: 'profile'; sectionId: string; profileCode: string | null }
  | { kind: 'excess' }
  | { kind: 'addOns' }
  | { kind: 'review'; origin: AdjustmentOrigin; adjustmentId: string }
  | { kind: 'result'; origin: AdjustmentOrigin; adjustmentId: string }
  | { kind: 'unknown' };

function reviewOrResult(origin: AdjustmentOrigin, rest: readonly string[]): ManagementPage {
  const [adjustmentId, last, ...beyond] = rest;
  if (!adjustmentId || beyond.length > 0) return { kind: 'unknown' };
  if (last === undefined) return { kind: 'review', origin, adjustmentId };
  if (last === 'result') return { kind: 'result', origin, adjustmentId };
  return { kind: 'unknown' };
}

/**
 * The page of `segment/...rest` (spec 001 §2): `management`, `management/section/{id}`,
 * `.../adjustment/{adjustmentId}[/result]`, a drivers section's `.../profile` (add) and
 * `.../profile/{profileCode}` (edit), `excess[/adjustment/{id}[/result]]`,
 * `add-ons[/review/{id}[/result]]`. Anything else is unknown (it goes to the index).
 */
export function managementPageOf(
  segment: ManagementRouteSegment,
  rest: readonly string[],
): ManagementPage {
  const [first, second, third, ...more] = rest;
  if (segment === 'excess') {
    if (first === undefined) return { kind: 'excess' };
    return first === 'adjustment'
      ? reviewOrResult({ kind: 'excess' }, rest.slice(1))
      : { kind: 'unknown' };
  }
  if (segment === 'add-ons') {
    if (first === undefined) return { kind: 'addOns' };
    return first === 'review'
      ? reviewOrResult({ kind: 'addOns' }, rest.slice(1))
      : { kind: 'unknown' };
  }
  if (first === undefined) return { kind: 'index' };
  if (first !== 'section' || !second) return { kind: 'unknown' };
  if (third === undefined) return { kind: 'section', sectionId: second };
  if (third === 'adjustment') return reviewOrResult({ kind: 'section', sectionId: second }, more);
  if (third === 'profile' && more.length <= 1) {
    return { kind: 'profile', sectionId: second, profileCode: more[0] ?? null };
  }
  return { kind: 'unknown' };
}

/** The address of the management index, of an origin's form page, or of its review or result. */
export function managementPath(
  policy: Pick<Policy, 'productUrlName' | 'policyId'>,
  origin?: AdjustmentOrigin,
  adjustmentId?: string,
  result = false,
): string {
  if (!origin) return policyPagePath(policy, 'management');
  const form =
    origin.kind === 'section'
      ? policyPagePath(policy, `management/section/${encodeURIComponent(origin.sectionId)}`)
      : policyPagePath(policy, origin.kind === 'excess' ? 'excess' : 'add-ons');
  if (adjustmentId === undefined) return form;
  const review = `${form}/${origin.kind === 'addOns' ? 'review' : 'adjustment'}/${encodeURIComponent(adjustmentId)}`;
  return result ? `${review}/result` : review;
}

/** The form context the management forms are judged in: the policy's scheme, started or not, who edits. */
export function managementFormContext(
  policy: Pick<Policy, 'schemeCode' | 'policyDetail'>,
  agent: { isAdmin: boolean; permissions?: readonly string[] },
  now: Date = new Date(),
): FormContext {
  return {
    features: { ...FEATURE_TOGGLE_SETTINGS, isAdmin: agent.isAdmin },
    isAnonymous: false,
    isAdmin: agent.isAdmin,
    permissions: agent.permissions ?? [],
    hasPolicy: true,
    policyStarted: hasPolicyStarted(policy, now),
    schemeCode: policy.schemeCode,
    retailerExists,
    now,
  };
}

/** The policy's answers (the current version's data), which the section forms start from. */
export function policyAnswersOf(policy: Pick<Policy, 'currentPolicyVersion'>): FormValues {
  const data = policy.currentPolicyVersion?.data;
  return typeof data === 'object' && data !== null ? (data as FormValues) : {};
}

/** The sections the index lists: those whose condition holds for this policy and editor. */
export function listedSections(
  policy: Pick<Policy, 'productUrlName' | 'currentPolicyVersion'>,
  context: FormContext,
): ManagementSection[] {
  const sections: readonly ManagementSection[] = productConfigFor(policy.productUrlName).management
    .sections;
  const values = policyAnswersOf(policy);
  return sections.filter(
    (section) => !section.conditional || evaluateCondition(section.conditional, values, context),
  );
}

/**
 * A change is blocked while the policy is in its renewal window: its renewal has been offered, so
 * a change now would leave the renewal priced on the old answers (spec 001 §4; the customer is sent to chat).
 */
export function isInRenewalWindow(policy: Pick<Policy, 'renewalProposal'>): boolean {
  return policy.renewalProposal !== null && policy.renewalProposal !== undefined;
}

/** Which review page the adjustment gets (allowed, referred, invalid state). */
export function reviewOutcomeOf(
  adjustment: Pick<Adjustment, 'updatedPolicyVersions'>,
): ReviewOutcome {
  return adjustmentReviewOutcome(adjustment.updatedPolicyVersions);
}

/** The policy's payment schedule type (the active one). */
export function scheduleTypeOf(policy: Pick<Policy, 'currentPolicyVersion'>): string | null {
  const schedules = policy.currentPolicyVersion?.quote?.availablePaymentSchedules ?? [];
  return (schedules.find((schedule) => schedule.active) ?? schedules[0])?.type ?? null;
}

/**
 * How confirming goes (spec 001 §4 "Payment on adjustment"): a card payment first only on a single
 * payment with an amount due above zero; otherwise the adjustment is committed directly.
 */
export function confirmationRoute(
  policy: Pick<Policy, 'currentPolicyVersion'>,
  adjustment: Pick<Adjustment, 'amountDue'>,
): 'pay' | 'commit' {
  return scheduleTypeOf(policy) === 'SINGLE_PAYMENT' && adjustment.amountDue > 0 ? 'pay' : 'commit';
}

/** Whether the adjustment's money is due from the customer, credited to them, or nothing. */
export function moneyDirectionOf(amount: number): 'debit' | 'credit' | 'none' {
  if (amount > 0) return 'debit';
  if (amount < 0) return 'credit';
  return 'none';
}

/** The annual premium (pence) a quote gives, or null when it has none. */
export function annualPremiumOf(
  quote: { annualPremium?: number | null } | null | undefined,
): number | null {
  return typeof quote?.annualPremium === 'number' ? quote.annualPremium : null;
}

/** The latest updated version (the one the review prices). */
export function latestVersionOf(adjustment: Pick<Adjustment, 'updatedPolicyVersions'>) {
  return adjustment.updatedPolicyVersions.at(-1) ?? null;
}

/**
 * When a confirmed change applies, as its result page says it: `deferred` from a later London day
 * than today, `backdated` from an earlier day than the one it was confirmed on (an agent's
 * backdate), else `now`.
 */
export function adjustmentTiming(
  adjustment: Pick<Adjustment, 'updatedPolicyVersions' | 'effectiveAt' | 'confirmedAt'>,
  now: Date = new Date(),
): 'deferred' | 'backdated' | 'now' {
  if (isDeferredAdjustment(adjustment, now)) return 'deferred';
  const startsAt = latestVersionOf(adjustment)?.startedAt ?? adjustment.effectiveAt;
  return isBeforeLondonDay(startsAt, adjustment.confirmedAt ?? now) ? 'backdated' : 'now';
}

/** True when the change starts on a later day than today: the success page says deferred. */
export function isDeferredAdjustment(
  adjustment: Pick<Adjustment, 'updatedPolicyVersions' | 'effectiveAt'>,
  now: Date = new Date(),
): boolean {
  return isDeferredChange(latestVersionOf(adjustment)?.startedAt ?? adjustment.effectiveAt, now);
}

/** The platform's refusal of a late commit: the adjustment expired or the policy changed under it. */
export const ADJUSTMENT_GONE_CODE = 'adjustment.gone';

/** True when a commit's failure is the gone error (the gone modal: discard and redo). */
export function isGone(failure: { status?: number; code?: string } | null | undefined): boolean {
  return failure?.code === ADJUSTMENT_GONE_CODE || failure?.status === 410;
}
