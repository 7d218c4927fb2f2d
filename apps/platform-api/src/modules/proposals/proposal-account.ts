import { DISCLOSURE_PATHS } from '@brand/config';
import { MARKETING_CHANNELS } from '@brand/domain';
import type { Sql } from '../../db/database';
import { actingUserId } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError, type FieldError } from '../../http/problem';
import { textOf } from '../../http/texts';
import type { PlatformContext } from '../../platform-context';
import { newId } from '../../shared/ids';
import {
  type CustomerDetails,
  type CustomerRecord,
  findCustomerByUser,
  isEmailRegisteredElsewhere,
  type MarketingPreferences,
  upsertCustomer,
} from '../customers';
import type { ProposalRecord } from './proposal-record';
import { loadOwnedProposal } from './proposals-service';

/** The outcome of POST /policyholder/validateAccount (spec 000 §3). */
export type AccountValidation = { validationStatus: 'OK' | 'CONFLICT' };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

async function owner(db: Sql, userId: string): Promise<{ kind: string; email: string | null }> {
  const [row] = await db.query<{ kind: string; email: string | null }>(
    'SELECT kind, email FROM users WHERE id = $1',
    [userId],
  );
  return row ?? { kind: 'anonymous', email: null };
}

// The contact-details form stores the ticked channels as a list; unanswered means the default, on.
function marketingPreferencesOf(value: unknown): MarketingPreferences {
  const chosen = Array.isArray(value) ? value : [...MARKETING_CHANNELS];
  return {
    email: chosen.includes('email'),
    phone: chosen.includes('phone'),
    sms: chosen.includes('sms'),
  };
}

// Where each detail the account needs is answered: the paths a 422 names when it is missing.
const DETAIL_PATHS = {
  firstName: `${DISCLOSURE_PATHS.policyholderName}.firstName`,
  lastName: `${DISCLOSURE_PATHS.policyholderName}.lastName`,
  dateOfBirth: DISCLOSURE_PATHS.policyholderDateOfBirth,
  email: DISCLOSURE_PATHS.policyholderEmail,
} as const;

function missingDetails(details: Record<keyof typeof DETAIL_PATHS, string | null>): ApiError {
  const missing = (Object.keys(DETAIL_PATHS) as (keyof typeof DETAIL_PATHS)[])
    .filter((field) => details[field] === null)
    .map(
      (field): FieldError => ({
        path: DETAIL_PATHS[field],
        message: 'validation.required',
        text: textOf('validation.required'),
      }),
    );
  return new ApiError(
    'unprocessable',
    "We need the policyholder's name, date of birth and email before we can set up the account.",
    { code: 'proposal.policyholderMissing', errors: missing },
  );
}

/**
 * The customer's details from the policyholder's answers (the email falls back to the owner's
 * account); 422 naming the answers still missing.
 */
export function customerDetailsOf(
  proposal: ProposalRecord,
  ownerEmail: string | null,
): CustomerDetails {
  const holder = proposal.data.policyholder;
  const details = {
    firstName: text(holder?.name?.firstName),
    lastName: text(holder?.name?.lastName),
    dateOfBirth: text(holder?.dateOfBirth),
    email: text(holder?.email) ?? ownerEmail,
  };
  const { firstName, lastName, dateOfBirth, email } = details;
  if (firstName === null || lastName === null || dateOfBirth === null || email === null) {
    throw missingDetails(details);
  }
  const address = holder?.address;
  return {
    firstName,
    lastName,
    dateOfBirth,
    email,
    phone: text(holder?.phone),
    address: address && typeof address === 'object' ? { ...address } : null,
    marketingPreferences: marketingPreferencesOf(holder?.marketingPreferences),
  };
}

/**
 * Creates the proposal owner's customer from the answers, or brings it up to date: one customer
 * per user, so repeating the call changes nothing more. The account counts as registered when
 * the owner has signed in. An anonymous buyer's customer belongs to their visitor alone: its
 * email was typed, never verified, so signing in with it finds nothing; it joins an account only
 * when the buyer merges with their visitor's token (proposal-merge.ts, ADR 0017).
 */
export async function saveCustomerFor(
  db: Sql,
  proposal: ProposalRecord,
  at: Date,
): Promise<CustomerRecord> {
  const user = await owner(db, proposal.ownerUserId);
  const details = customerDetailsOf(proposal, user.email);
  const existing = await findCustomerByUser(db, proposal.ownerUserId);
  return upsertCustomer(db, {
    ...details,
    id: existing?.id ?? newId('CUS'),
    userId: proposal.ownerUserId,
    accountRegistered: user.kind === 'customer',
    at,
  });
}

/** POST /proposals/{id}/account: the customer record of the caller's proposal. */
export async function createProposalAccount(
  context: PlatformContext,
  principal: Principal,
  id: string,
): Promise<CustomerRecord> {
  const proposal = await loadOwnedProposal(context.db, principal, id);
  return context.db.transaction((tx) => saveCustomerFor(tx, proposal, context.clock.now()));
}

/**
 * POST /policyholder/validateAccount: CONFLICT when the email of the caller's proposal
 * (`source`) belongs to a registered account other than the caller's, who should sign in to
 * attach the new policy (spec 000 §4 step 3).
 */
export async function validateAccount(
  context: PlatformContext,
  principal: Principal,
  source: string,
): Promise<AccountValidation> {
  const proposal = await loadOwnedProposal(context.db, principal, source);
  const email = text(proposal.data.policyholder?.email);
  if (email === null) {
    throw new ApiError('unprocessable', "We need the policyholder's email to check the account.", {
      code: 'proposal.policyholderMissing',
      errors: [
        {
          path: DISCLOSURE_PATHS.policyholderEmail,
          message: 'validation.required',
          text: textOf('validation.required'),
        },
      ],
    });
  }
  const conflict = await isEmailRegisteredElsewhere(context.db, email, actingUserId(principal));
  return { validationStatus: conflict ? 'CONFLICT' : 'OK' };
}
