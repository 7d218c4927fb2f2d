// The early drive-away check (issue 15 point 10): the rule that a person holds one drive-away
// policy, once, is run as soon as the platform knows who the person is, instead of only at the
// summary's verify step (which still runs it: the browser is never trusted to have stopped).
import { isSchemeCode, schemeByCode } from '@brand/config';
import type { SchemeUrlName } from '@brand/domain';
import { actingUserId } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import { textOf } from '../../http/texts';
import type {
  VerificationCheck,
  VerificationSubject,
} from '../../integrations/verification/verification-service';
import type { PlatformContext } from '../../platform-context';
import { countPersonPolicies } from '../policy-records';
import type { ProposalRecord } from './proposal-record';

/** Drive-away policies one person may hold at a time (spec 000 §4: one per customer). */
export const DRIVEAWAY_MAXIMUM_POLICIES = 1;

/** Our own checks of a drive-away verification, beside the agency's. */
export const DRIVEAWAY_CHECKS = {
  /** The person already holds the maximum of live (PENDING or ACTIVE) drive-away policies. */
  maximumPolicies: 'driveawayMaximumPolicies',
  /** The person held a drive-away policy before that is no longer live (ended or cancelled). */
  priorPolicies: 'driveawayPriorPolicies',
} as const;

/** Whose drive-away cover the checks look for: a proposal's owner, or an account not yet quoting. */
export type DriveawayApplicant = {
  schemeCode: string;
  ownerUserId: string;
  /** The proposal being checked, whose own policy does not count ('' before there is one). */
  proposalId: string;
};

/**
 * Our own drive-away rules (spec 000 §4: one drive-away policy per customer), the one rule the
 * verify step (proposal-verification.ts) and the early checks below both run. The two
 * checks do not overlap, so a refusal names the one that failed: a person holding a live policy
 * fails maximumPolicies; one whose drive-away cover has ended (or was cancelled) fails
 * priorPolicies.
 */
export async function driveawayChecks(
  context: PlatformContext,
  applicant: DriveawayApplicant,
  subject: VerificationSubject,
): Promise<VerificationCheck[]> {
  const counts = await countPersonPolicies(
    context.db,
    applicant.schemeCode,
    {
      ownerUserId: applicant.ownerUserId,
      email: subject.email,
      firstName: subject.firstName,
      lastName: subject.lastName,
      dateOfBirth: subject.dateOfBirth,
    },
    applicant.proposalId,
    context.clock.now(),
  );
  const ended = counts.ever - counts.held;
  return [
    {
      check: DRIVEAWAY_CHECKS.maximumPolicies,
      result: counts.held >= DRIVEAWAY_MAXIMUM_POLICIES ? 'CONSIDER' : 'CLEAR',
    },
    { check: DRIVEAWAY_CHECKS.priorPolicies, result: ended > 0 ? 'CONSIDER' : 'CLEAR' },
  ];
}

/** The message key of each drive-away check (the drive-away texts, spec 000 §4 step 4). */
export const DRIVEAWAY_REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  [DRIVEAWAY_CHECKS.maximumPolicies]: 'errors.verificationFailed.maxDriveAwayPolicies',
  [DRIVEAWAY_CHECKS.priorPolicies]: 'errors.verificationFailed.priorPolicies',
};

/** The problem code of a refusal on a check: `proposal.driveawayMaximumPolicies`, ... */
export function driveawayRefusalCode(check: string): string {
  return `proposal.${check}`;
}

function isDriveaway(schemeCode: string): boolean {
  return (
    isSchemeCode(schemeCode) &&
    (schemeByCode(schemeCode).productUrlName as SchemeUrlName) === 'driveaway'
  );
}

function answered(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The 409 naming the first failing check (maximumPolicies before priorPolicies: a live policy is
 * the stronger reason), with the spec's drive-away message as its detail; null when all clear.
 */
export function driveawayRefusal(checks: readonly VerificationCheck[]): ApiError | null {
  const failed = Object.keys(DRIVEAWAY_REFUSAL_MESSAGES).find((name) =>
    checks.some((check) => check.check === name && check.result !== 'CLEAR'),
  );
  if (!failed) return null;
  return new ApiError(
    'conflict',
    textOf(DRIVEAWAY_REFUSAL_MESSAGES[failed] as string, {}, 'driveaway'),
    { code: driveawayRefusalCode(failed) },
  );
}

async function refuseIfHeld(
  context: PlatformContext,
  applicant: DriveawayApplicant,
  subject: VerificationSubject,
): Promise<void> {
  const refusal = driveawayRefusal(await driveawayChecks(context, applicant, subject));
  if (refusal) throw refusal;
}

/**
 * Before a change of a new drive-away proposal is saved: once its answers name the person (name
 * and date of birth; the email once given, else the owner's account), refuses the change when the
 * person may not have another drive-away policy. `next` is the proposal as it would be saved.
 */
export async function assertDriveawayAllowed(
  context: PlatformContext,
  next: ProposalRecord,
): Promise<void> {
  if (next.kind !== 'NEW' || !isDriveaway(next.schemeCode)) return;
  const holder = next.data.policyholder;
  const firstName = answered(holder?.name?.firstName);
  const lastName = answered(holder?.name?.lastName);
  const dateOfBirth = answered(holder?.dateOfBirth);
  if (!firstName || !lastName || !dateOfBirth) return;
  let email = answered(holder?.email);
  if (!email) {
    const [owner] = await context.db.query<{ email: string | null }>(
      'SELECT email FROM users WHERE id = $1',
      [next.ownerUserId],
    );
    email = owner?.email ?? null;
  }
  await refuseIfHeld(
    context,
    { schemeCode: next.schemeCode, ownerUserId: next.ownerUserId, proposalId: next.id },
    { firstName, lastName, dateOfBirth, email, postcode: null },
  );
}

/**
 * Before a signed-in customer starts a drive-away proposal: the account already names the
 * person (its customer record, else its email), so they are told at once rather than after the
 * questions. Visitors are checked once they have said who they are (assertDriveawayAllowed).
 */
export async function assertDriveawayAllowedToStart(
  context: PlatformContext,
  principal: Principal,
  schemeCode: string,
): Promise<void> {
  if (principal.anonymous || !isDriveaway(schemeCode)) return;
  const owner = actingUserId(principal);
  const [person] = await context.db.query<{
    first_name: string | null;
    last_name: string | null;
    date_of_birth: string | null;
    email: string | null;
  }>(
    `SELECT c.first_name, c.last_name, to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
            coalesce(c.email, u.email) AS email
       FROM users u LEFT JOIN customers c ON c.user_id = u.id
      WHERE u.id = $1`,
    [owner],
  );
  await refuseIfHeld(
    context,
    { schemeCode, ownerUserId: owner, proposalId: '' },
    {
      // Without a customer record only the account (owner and email) can match.
      firstName: person?.first_name ?? '',
      lastName: person?.last_name ?? '',
      dateOfBirth: person?.date_of_birth ?? '',
      email: person?.email ?? null,
      postcode: null,
    },
  );
}
