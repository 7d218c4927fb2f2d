import { MARKETING_CHANNELS } from '@brand/domain';
import { getValue } from '@brand/forms';
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

/**
 * The customer's details from the policyholder's answers (the email falls back to the owner's
 * account); 422 naming the answers still missing.
 */
export function customerDetailsOf(
  proposal: ProposalRecord,
  ownerEmail: string | null,
): CustomerDetails {
  const at = (path: string) => getValue(proposal.data, `policyholder.${path}`);
  const address = at('address');
  const details = {
    firstName: text(at('name.firstName')),
    lastName: text(at('name.lastName')),
    dateOfBirth: text(at('dateOfBirth')),
    email: text(at('email')) ?? ownerEmail,
  };
  const missing = Object.entries(details)
    .filter(([, value]) => value === null)
    .map(
      ([field]): FieldError => ({
        path: `policyholder.${field === 'firstName' || field === 'lastName' ? `name.${field}` : field}`,
        message: 'validation.required',
        text: textOf('validation.required'),
      }),
    );
  if (missing.length > 0) {
    throw new ApiError(
      'unprocessable',
      "We need the policyholder's name, date of birth and email before we can set up the account.",
      { code: 'proposal.policyholderMissing', errors: missing },
    );
  }
  return {
    firstName: details.firstName as string,
    lastName: details.lastName as string,
    dateOfBirth: details.dateOfBirth as string,
    email: details.email as string,
    phone: text(at('phone')),
    address: address && typeof address === 'object' ? (address as Record<string, unknown>) : null,
    marketingPreferences: marketingPreferencesOf(at('marketingPreferences')),
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
  const email = text(getValue(proposal.data, 'policyholder.email'));
  if (email === null) {
    throw new ApiError('unprocessable', "We need the policyholder's email to check the account.", {
      code: 'proposal.policyholderMissing',
      errors: [
        {
          path: 'policyholder.email',
          message: 'validation.required',
          text: textOf('validation.required'),
        },
      ],
    });
  }
  const conflict = await isEmailRegisteredElsewhere(context.db, email, actingUserId(principal));
  return { validationStatus: conflict ? 'CONFLICT' : 'OK' };
}
