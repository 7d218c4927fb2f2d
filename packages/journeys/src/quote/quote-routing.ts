// The buying journey's routing decisions (spec 000 §2 and §4) as pure functions: the screens ask
// these which page comes next, and the tables in quote-routing.test.ts pin every case.
import type { ProposalStatus } from '@brand/domain';
import { ZERO_PAYMENT_TOLERANCE } from '@brand/domain';

/** What a proposal route shows, by the proposal's status and kind (spec 000 §2). */
export const PROPOSAL_SCREENS = [
  'home',
  'beforeWeBegin',
  'quote',
  'referral',
  'expired',
  'success',
] as const;
/** A proposal screen. */
export type ProposalScreen = (typeof PROPOSAL_SCREENS)[number];

/** The kinds of proposal the platform has. */
export type ProposalKind = 'NEW' | 'UPSELL' | 'RENEWAL';

const SCREEN_OF_STATUS = {
  INSUFFICIENT_ACCURACY: 'beforeWeBegin',
  QUOTE: 'quote',
  REFERRAL: 'referral',
  QUOTE_EXPIRED: 'expired',
  POLICY: 'success',
} as const satisfies Record<ProposalStatus, ProposalScreen>;

/**
 * The screen of a proposal on the proposal route: a renewal proposal goes home (it has its own
 * route), an unknown status goes home, otherwise the status decides.
 */
export function screenForProposal(proposal: { status: string; kind: string }): ProposalScreen {
  if (proposal.kind === 'RENEWAL') return 'home';
  return Object.hasOwn(SCREEN_OF_STATUS, proposal.status)
    ? SCREEN_OF_STATUS[proposal.status as ProposalStatus]
    : 'home';
}

/** The pages of a quoted proposal (spec 000 §2 "QUOTE"), as route segments ('' is the quote). */
export const QUOTE_PAGES = [
  '',
  'add-ons',
  'account-setup',
  'summary',
  'checkout',
  'upgrade',
] as const;
/** A page of a quoted proposal. */
export type QuotePage = (typeof QUOTE_PAGES)[number];

/** Where Continue on the quote page goes once the ID check has answered (spec 000 §4.2). */
export type QuoteContinueTarget = 'add-ons' | 'summary' | 'account-setup' | 'idCheckFailed';

/** What decides where Continue on the quote goes. */
export interface QuoteContinueInput {
  /** The ID check came back clear. */
  idCheckClear: boolean;
  /** The product offers optional covers (add-ons) for this quote. */
  hasOptionalCovers: boolean;
  /** The customer already has a registered account (a signed-in customer). */
  accountRegistered: boolean;
}

/**
 * Continue on the quote: a failed ID check opens its modal; otherwise add-ons when optional covers
 * exist, else the summary for a registered account, else account setup.
 */
export function afterQuoteContinue(input: QuoteContinueInput): QuoteContinueTarget {
  if (!input.idCheckClear) return 'idCheckFailed';
  if (input.hasOptionalCovers) return 'add-ons';
  return afterAddOns(input);
}

/** After the add-ons: the summary for a registered account, else account setup. */
export function afterAddOns(input: { accountRegistered: boolean }): 'summary' | 'account-setup' {
  return input.accountRegistered ? 'summary' : 'account-setup';
}

/** After account setup's validation (spec 000 §4.3): OK goes to the summary; CONFLICT asks to sign in. */
export function afterAccountSetup(validationStatus: string): 'summary' | 'signIn' {
  return validationStatus === 'CONFLICT' ? 'signIn' : 'summary';
}

/** Only the schedule change the customer made and has not saved, when it differs (spec 000 §4.2). */
export function scheduleChangeToSave(
  chosen: string | null,
  schedules: readonly { type: string; active: boolean }[],
): string | null {
  if (chosen === null) return null;
  const active = schedules.find((schedule) => schedule.active)?.type ?? null;
  return chosen === active ? null : chosen;
}

/** Where the disclosure goes after a section is saved. */
export type AfterSectionTarget =
  | { kind: 'section'; sectionId: string }
  | { kind: 'rate' }
  | { kind: 'proposal' }
  | { kind: 'upgrade'; proposalCode: string };

/** The next section after `current` in the shown order, or 'rate' after the last one. */
export function afterSection(
  sectionIds: readonly string[],
  current: string,
): { kind: 'section'; sectionId: string } | { kind: 'rate' } {
  const index = sectionIds.indexOf(current);
  const next = index >= 0 ? sectionIds[index + 1] : sectionIds[0];
  return next === undefined ? { kind: 'rate' } : { kind: 'section', sectionId: next };
}

/**
 * After the last section has been rated (spec 000 §2 "Disclosure"): a section still missing comes
 * first; then the upgrade page when an upsell proposal exists, else the proposal (its status
 * decides the page: quote, referral).
 */
export function afterRating(proposal: {
  missingSections: readonly string[];
  upsellProposal: { proposalCode: string } | null;
}): AfterSectionTarget {
  const [missing] = proposal.missingSections;
  if (missing !== undefined) return { kind: 'section', sectionId: missing };
  if (proposal.upsellProposal) {
    return { kind: 'upgrade', proposalCode: proposal.upsellProposal.proposalCode };
  }
  return { kind: 'proposal' };
}

/** The first section to answer: the first missing one in the shown order, else the first. */
export function firstSectionToAnswer(
  sectionIds: readonly string[],
  missingSections: readonly string[],
): string | undefined {
  return sectionIds.find((id) => missingSections.includes(id)) ?? sectionIds[0];
}

/** True when the schedule's discounted total (pence) is nothing to pay (spec: zero-payment tolerance). */
export function isZeroPayment(discountedPence: number): boolean {
  return discountedPence / 100 <= ZERO_PAYMENT_TOLERANCE;
}

/** What the summary's Confirm does once the verification has answered (spec 000 §4.4). */
export type SummaryConfirmTarget = 'verificationFailed' | 'bind' | 'payment';

/**
 * Confirm on the summary: a failed verification opens its modal; a clear one binds when nothing is
 * to pay (drive-away, a free promotion) and otherwise hands over to the payment step.
 */
export function afterSummaryConfirm(input: {
  verificationClear: boolean;
  discountedPence: number | null;
}): SummaryConfirmTarget {
  if (!input.verificationClear) return 'verificationFailed';
  if (input.discountedPence !== null && isZeroPayment(input.discountedPence)) return 'bind';
  return 'payment';
}

/** The checks whose failure has a message of its own (errors.verificationFailed.checks.*). */
export const NAMED_CHECKS = [
  'identity',
  'address',
  'fraud',
  'sanctions',
  'claims',
  'licence',
] as const;

/**
 * The drive-away rules whose failure has a message of its own (spec 000 §4.4): the platform's
 * check name and the key of its message in the drive-away (fiveDay) set.
 */
export const DRIVEAWAY_CHECK_MESSAGES: Readonly<Record<string, string>> = {
  driveawayMaximumPolicies: 'errors.verificationFailed.maxDriveAwayPolicies',
  driveawayPriorPolicies: 'errors.verificationFailed.priorPolicies',
};

/** The verification-failed modal's message: its key and the check it names. */
export interface VerificationMessage {
  /** Translation key of the message. */
  key: string;
  /** Translation key of the failing check's name, for `errors.verificationFailed.single`. */
  checkKey?: string;
}

/**
 * The verification-failed message (spec 000 §4.4): a specific one when exactly one check failed
 * (CONSIDER), a drive-away rule's own message, else the default.
 */
export function verificationFailureMessage(
  checks: readonly { check: string; result: string }[],
): VerificationMessage {
  const failed = checks.filter((check) => check.result === 'CONSIDER');
  const [only] = failed;
  if (failed.length !== 1 || !only) return { key: 'errors.verificationFailed.default' };
  const driveaway = Object.hasOwn(DRIVEAWAY_CHECK_MESSAGES, only.check)
    ? DRIVEAWAY_CHECK_MESSAGES[only.check]
    : undefined;
  if (driveaway) return { key: driveaway };
  if ((NAMED_CHECKS as readonly string[]).includes(only.check)) {
    return {
      key: 'errors.verificationFailed.single',
      checkKey: `errors.verificationFailed.checks.${only.check}`,
    };
  }
  return { key: 'errors.verificationFailed.default' };
}
