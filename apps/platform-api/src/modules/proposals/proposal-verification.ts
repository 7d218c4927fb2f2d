import { DISCLOSURE_PATHS } from '@brand/config';
import type { Sql } from '../../db/database';
import type { Principal } from '../../http/principal';
import { ApiError, type FieldError } from '../../http/problem';
import { textOf } from '../../http/texts';
import type {
  VerificationOutcome,
  VerificationSubject,
} from '../../integrations/verification/verification-service';
import type { PlatformContext } from '../../platform-context';
import { driveawayChecks } from './driveaway-eligibility';
import { schemeUrlName } from './proposal-rating';
import type { ProposalRecord, StoredVerification } from './proposal-record';
import { loadOwnedProposal, refreshExpiry, saveProposal } from './proposals-service';

// The drive-away rules live with the early check (driveaway-eligibility.ts); importable from here.
export { DRIVEAWAY_CHECKS, DRIVEAWAY_MAXIMUM_POLICIES } from './driveaway-eligibility';

// The answers a check needs, with the paths a 422 names when they are missing.
const SUBJECT_PATHS = {
  firstName: `${DISCLOSURE_PATHS.policyholderName}.firstName`,
  lastName: `${DISCLOSURE_PATHS.policyholderName}.lastName`,
  dateOfBirth: DISCLOSURE_PATHS.policyholderDateOfBirth,
  postcode: `${DISCLOSURE_PATHS.policyholderAddress}.postalCode`,
} as const;

function answered(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

async function ownerEmail(db: Sql, userId: string): Promise<string | null> {
  const [row] = await db.query<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.email ?? null;
}

/**
 * The person a check runs on, from the policyholder's answers; the email falls back to the
 * owner's account (a signed-in customer is not asked for contact details). 422 naming every
 * answer still missing.
 */
export async function verificationSubject(
  db: Sql,
  proposal: ProposalRecord,
): Promise<VerificationSubject> {
  const holder = proposal.data.policyholder;
  const subject = {
    firstName: answered(holder?.name?.firstName),
    lastName: answered(holder?.name?.lastName),
    dateOfBirth: answered(holder?.dateOfBirth),
    postcode: answered(holder?.address?.postalCode),
  };
  const { firstName, lastName, dateOfBirth, postcode } = subject;
  if (firstName === null || lastName === null || dateOfBirth === null || postcode === null) {
    const errors: FieldError[] = (Object.keys(SUBJECT_PATHS) as (keyof typeof subject)[])
      .filter((field) => subject[field] === null)
      .map((field) => ({
        path: SUBJECT_PATHS[field],
        message: 'validation.required',
        text: textOf('validation.required'),
      }));
    throw new ApiError(
      'unprocessable',
      "We need the policyholder's name, date of birth and postcode before we can check their details.",
      { code: 'proposal.policyholderMissing', errors },
    );
  }
  return {
    firstName,
    lastName,
    dateOfBirth,
    postcode,
    email: answered(holder?.email) ?? (await ownerEmail(db, proposal.ownerUserId)),
  };
}

/**
 * Refuses a proposal that is not a live quote: only a QUOTE is checked and bought. Each other
 * status has its own code, so the journey shows the matching message (spec 000 §8).
 */
export function assertQuote(proposal: ProposalRecord): void {
  switch (proposal.status) {
    case 'QUOTE':
      return;
    case 'QUOTE_EXPIRED':
      throw quoteExpired();
    case 'REFERRAL':
      throw new ApiError(
        'conflict',
        'This quote needs a review by our team before it can be bought.',
        {
          code: 'proposal.referred',
        },
      );
    case 'INSUFFICIENT_ACCURACY':
      throw new ApiError('conflict', 'Please answer every question and get a price first.', {
        code: 'proposal.notQuoted',
      });
    case 'POLICY':
      throw new ApiError('conflict', 'This quote has already been bought.', {
        code: 'proposal.alreadyBound',
      });
  }
}

/** The 409 of an expired quote, with the spec's message. */
export function quoteExpired(): ApiError {
  return new ApiError('conflict', textOf('errors.quoteExpired.body'), {
    code: 'proposal.quoteExpired',
  });
}

/**
 * True when the proposal's verification holds for it as it stands: the result is stored with the
 * version the proposal has once it is saved, so any later change leaves it stale.
 */
export function hasCurrentVerification(proposal: ProposalRecord): boolean {
  return proposal.verification !== null && proposal.verification.version === proposal.version;
}

type CheckField = 'idCheck' | 'verification';

/**
 * Runs a check on one of the caller's quotes and keeps its result on the proposal with the version
 * it holds for. A change saved meanwhile makes it a 409 rather than a result for other answers.
 */
async function runCheck(
  context: PlatformContext,
  principal: Principal,
  id: string,
  field: CheckField,
  check: (proposal: ProposalRecord, subject: VerificationSubject) => Promise<VerificationOutcome>,
): Promise<VerificationOutcome> {
  const proposal = await refreshExpiry(context, await loadOwnedProposal(context.db, principal, id));
  const subject = await verificationSubject(context.db, proposal);
  assertQuote(proposal);
  const outcome = await check(proposal, subject);
  const now = context.clock.now();
  const stored: StoredVerification = {
    isClear: outcome.isClear,
    checks: outcome.checks,
    at: now.toISOString(),
    version: proposal.version + 1,
  };
  await context.db.transaction((tx) => saveProposal(tx, proposal, { [field]: stored }, now));
  return { isClear: outcome.isClear, checks: outcome.checks };
}

/** PUT /proposals/{id}/id-check: the agency's identity check before the account step. */
export function idCheckProposal(
  context: PlatformContext,
  principal: Principal,
  id: string,
): Promise<VerificationOutcome> {
  return runCheck(context, principal, id, 'idCheck', (_proposal, subject) =>
    context.integrations.verification.idCheck(subject),
  );
}

/**
 * PUT /proposals/{id}/verify: the agency's checks before binding, plus for drive-away our own
 * rule that a person holds one drive-away policy, once.
 */
export function verifyProposal(
  context: PlatformContext,
  principal: Principal,
  id: string,
): Promise<VerificationOutcome> {
  return runCheck(context, principal, id, 'verification', async (proposal, subject) => {
    const vendor = await context.integrations.verification.verify(subject);
    const own =
      schemeUrlName(proposal) === 'driveaway'
        ? await driveawayChecks(
            context,
            {
              schemeCode: proposal.schemeCode,
              ownerUserId: proposal.ownerUserId,
              proposalId: proposal.id,
            },
            subject,
          )
        : [];
    const checks = [...vendor.checks, ...own];
    return { isClear: checks.every((c) => c.result === 'CLEAR'), checks };
  });
}
