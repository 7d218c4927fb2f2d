import { randomBytes } from 'node:crypto';
import {
  DISCLOSURE_PATHS,
  FEATURE_TOGGLE_SETTINGS,
  isSchemeCode,
  promotionFor,
  schemeByCode,
} from '@brand/config';
import { canCreateProposal } from '@brand/domain';
import type { Sql } from '../../db/database';
import { actingUserId, assertOwner, impersonatorOf } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError, type FieldError, notFound } from '../../http/problem';
import { textOf } from '../../http/texts';
import type { PlatformContext } from '../../platform-context';
import { newId } from '../../shared/ids';
import { type DisclosureContext, disclosureContextAt } from './disclosure-forms';
import { assertDriveawayAllowed } from './driveaway-eligibility';
import { missingOf } from './missing-sections';
import { rememberSectionValidity, validityAfterChanges } from './missing-sections-cache';
import { applyChanges, type ProposalChange } from './proposal-changes';
import { rateForSave } from './proposal-quoting';
import type { ProposalKind, ProposalRecord } from './proposal-record';
import {
  deleteProposal,
  findProposal,
  findProposalWithQuote,
  hasProposalOrPolicy,
  insertProposal,
  listProposals,
  type ProposalUpdate,
  updateProposal,
} from './proposal-repository';
import { EDITABLE_STATUSES, isQuoteExpired } from './proposal-status';
import { findQuote, type StoredQuote } from './quote-repository';
import { listedAsQuote } from './upsell-offer';

// References customers read out on the phone: no 0/O or 1/I.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new external reference: 'Q' and nine characters customers can read out. */
export function newExternalReference(): string {
  const bytes = randomBytes(9);
  return `Q${[...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

/** What a proposal's forms are judged with. */
export async function disclosureContext(
  context: PlatformContext,
  proposal: ProposalRecord,
): Promise<DisclosureContext> {
  return disclosureContextAt(proposal.ownerKind === 'anonymous', context.clock.now());
}

/** Loads a proposal the caller may act on; 404 otherwise (another's answers alike). */
export async function loadOwnedProposal(
  db: Sql,
  principal: Principal,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProposalRecord> {
  const proposal = await findProposal(db, id, options);
  if (!proposal) throw notFound('Proposal');
  assertOwner(principal, proposal.ownerUserId, 'Proposal');
  return proposal;
}

/** Loads a proposal the caller may act on with its current quote, in one query; 404 otherwise. */
export async function loadOwnedProposalWithQuote(
  db: Sql,
  principal: Principal,
  id: string,
): Promise<ProposalWithQuote> {
  const found = await findProposalWithQuote(db, id);
  if (!found) throw notFound('Proposal');
  assertOwner(principal, found.proposal.ownerUserId, 'Proposal');
  return found;
}

/**
 * Saves a change of a proposal within a transaction: the version check makes a concurrent
 * change a 409 rather than a lost update; a new status is added to the history.
 */
export async function saveProposal(
  tx: Sql,
  proposal: ProposalRecord,
  changes: ProposalUpdate,
  at: Date,
  reasons: readonly string[] = [],
  quote: StoredQuote | null = null,
): Promise<void> {
  const history =
    changes.status && changes.status !== proposal.status
      ? { status: changes.status, reasons }
      : undefined;
  const saved = await updateProposal(tx, proposal.id, proposal.version, changes, at, {
    quote,
    history,
  });
  if (!saved) throw concurrentChange();
}

/** The 409 of a save made from a version another request has already moved past. */
export function concurrentChange(): ApiError {
  return new ApiError('conflict', 'The proposal was changed by another request. Reload it.', {
    code: 'proposal.concurrentChange',
  });
}

/** A proposal with its current quote, as a read loads them. */
export type ProposalWithQuote = { proposal: ProposalRecord; quote: StoredQuote | null };

/**
 * Moves a QUOTE whose validity or start date has passed to QUOTE_EXPIRED (spec 000 §4), saving
 * the change; any read of a proposal goes through it, so no stale price is ever shown as valid.
 * Returns the proposal with its quote (loaded once, for the response too).
 */
export async function refreshExpiryWithQuote(
  context: PlatformContext,
  proposal: ProposalRecord,
  loadedQuote?: StoredQuote | null,
): Promise<ProposalWithQuote> {
  let quote = loadedQuote;
  if (quote === undefined) {
    quote = proposal.currentQuoteId ? await findQuote(context.db, proposal.currentQuoteId) : null;
  }
  if (proposal.status !== 'QUOTE' || !quote) return { proposal, quote };
  const now = context.clock.now();
  const startDate = proposal.data.startDate ?? undefined;
  if (!isQuoteExpired(quote, startDate, now)) return { proposal, quote };
  await context.db.transaction(async (tx) => {
    const current = await findProposal(tx, proposal.id, { forUpdate: true });
    if (current?.status !== 'QUOTE' || current.version !== proposal.version) return;
    await saveProposal(tx, current, { status: 'QUOTE_EXPIRED' }, now, ['quote.expired']);
  });
  return { proposal: (await findProposal(context.db, proposal.id)) ?? proposal, quote };
}

/** refreshExpiry for callers that need only the proposal. */
export async function refreshExpiry(
  context: PlatformContext,
  proposal: ProposalRecord,
): Promise<ProposalRecord> {
  return (await refreshExpiryWithQuote(context, proposal)).proposal;
}

/** The fields of POST /proposals. */
export type CreateProposalInput = {
  schemeCode: string;
  externalReference?: string | undefined;
  data?: Record<string, unknown> | undefined;
  source?: string | undefined;
  promoCode?: string | undefined;
  brand?: string | undefined;
};

/** Turns initial data into changes at the forms' input paths (an unknown key is refused later). */
function changesOf(data: Record<string, unknown>, prefix = ''): ProposalChange[] {
  return Object.entries(data).map(([key, value]) => ({
    path: `${prefix}${key}`,
    value,
    attribute: 'disclosure' as const,
  }));
}

/**
 * Creates a proposal (journey step 1): only for an enabled scheme and, unless multiQuote is on,
 * only when the user has no proposal or policy of that scheme yet.
 */
export async function createProposal(
  context: PlatformContext,
  principal: Principal,
  input: CreateProposalInput,
  kind: ProposalKind = 'NEW',
): Promise<ProposalRecord> {
  if (!isSchemeCode(input.schemeCode)) {
    throw new ApiError('bad-request', `There is no scheme ${input.schemeCode}.`, {
      errors: [
        {
          path: 'schemeCode',
          message: 'validation.scheme.unknown',
          text: textOf('validation.scheme.unknown'),
        },
      ],
    });
  }
  const scheme = schemeByCode(input.schemeCode);
  if (input.brand && input.brand !== context.brand) {
    throw new ApiError('bad-request', `This platform sells ${context.brand} insurance only.`);
  }
  const promotion = input.promoCode ? promotionFor(input.promoCode) : undefined;
  if (input.promoCode && (!promotion?.active || promotion.scheme !== scheme.productUrlName)) {
    throw new ApiError('bad-request', `The promotion ${input.promoCode} cannot be applied here.`, {
      errors: [
        {
          path: 'promoCode',
          message: 'validation.promotion.unknown',
          text: textOf('validation.promotion.unknown'),
        },
      ],
    });
  }
  const owner = actingUserId(principal);
  const allowed = canCreateProposal({
    schemeEnabled: !scheme.disabled,
    hasProposalOrPolicyForScheme: await hasProposalOrPolicy(context.db, owner, scheme.schemeCode),
    multiQuote: FEATURE_TOGGLE_SETTINGS.multiQuote,
  });
  if (!allowed) {
    throw new ApiError(
      'conflict',
      scheme.disabled
        ? 'This product is not available at the moment.'
        : 'You already have a quote or policy for this product.',
      { code: scheme.disabled ? 'scheme.disabled' : 'proposal.alreadyExists' },
    );
  }
  const now = context.clock.now();
  const id = newId('P');
  const record: ProposalRecord = {
    id,
    ownerUserId: owner,
    ownerKind: principal.anonymous ? 'anonymous' : 'customer',
    schemeCode: scheme.schemeCode as ProposalRecord['schemeCode'],
    brand: context.brand,
    kind,
    status: 'INSUFFICIENT_ACCURACY',
    source: input.source ?? null,
    externalReference: input.externalReference ?? newExternalReference(),
    data: {},
    promoCode: promotion?.code ?? null,
    paymentSchedule: null,
    voluntaryExcess: 0,
    optionalCovers: [],
    currentQuoteId: null,
    verification: null,
    idCheck: null,
    autoRenewalEnabled: true,
    policyId: null,
    sourceProposalId: null,
    sourcePolicyId: null,
    startAt: null,
    endAt: null,
    version: 1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const initial = input.data ? changesOf(input.data) : [];
  const applied = await applyChanges(
    record,
    initial,
    disclosureContextAt(principal.anonymous, now),
    context.integrations.vehicles,
  );
  if (applied.errors.length > 0) throw invalidAnswers(applied.errors);
  try {
    await context.db.transaction(async (tx) => {
      await insertProposal(tx, { ...record, data: applied.data, at: now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError('conflict', 'A proposal with this external reference already exists.', {
        code: 'proposal.referenceTaken',
      });
    }
    throw error;
  }
  return (await findProposal(context.db, id)) as ProposalRecord;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** The 400 of answers the forms refuse. */
export function invalidAnswers(errors: FieldError[]): ApiError {
  return new ApiError('validation-failed', 'Some answers are not valid. Nothing was saved.', {
    errors,
  });
}

/**
 * The caller's proposals, each with its expiry brought up to date, less the upsells whose
 * drive-away has ended (listedAsQuote) unless asked for by reference.
 */
export async function listOwnProposals(
  context: PlatformContext,
  principal: Principal,
  filter: { schemeCode?: string | undefined; externalReference?: string | undefined },
): Promise<ProposalWithQuote[]> {
  const proposals = await listProposals(context.db, actingUserId(principal), filter);
  // Asked for by its reference (the retrieve page), a proposal is addressed, not browsed.
  const listed = await Promise.all(
    proposals.map((proposal) => filter.externalReference || listedAsQuote(context, proposal)),
  );
  return Promise.all(
    proposals
      .filter((_, index) => listed[index])
      .map((proposal) => refreshExpiryWithQuote(context, proposal)),
  );
}

/** One of the caller's proposals, its expiry brought up to date. */
export async function getOwnProposal(
  context: PlatformContext,
  principal: Principal,
  id: string,
): Promise<ProposalWithQuote> {
  const { proposal, quote } = await loadOwnedProposalWithQuote(context.db, principal, id);
  return refreshExpiryWithQuote(context, proposal, quote);
}

/** The fields of PATCH /proposals/{id}. */
export type PatchProposalInput = {
  changes: ProposalChange[];
  applyRating?: boolean | undefined;
  /** A new start date (YYYY-MM-DD): reprices an expired quote. */
  coverStart?: string | undefined;
};

/**
 * Changes a proposal's answers or choices and, when asked (or when a priced choice changed),
 * rates it. Everything is validated first; a refused change saves nothing.
 */
export async function patchProposal(
  context: PlatformContext,
  principal: Principal,
  id: string,
  input: PatchProposalInput,
): Promise<ProposalRecord> {
  return (await patchProposalWithQuote(context, principal, id, input)).proposal;
}

/**
 * patchProposal, answering the saved proposal and its quote without reading them back: the
 * record is what was written (the version check guarantees nothing else was); and the context it
 * was judged in, so the answer judges it on the same London day.
 */
export async function patchProposalWithQuote(
  context: PlatformContext,
  principal: Principal,
  id: string,
  input: PatchProposalInput,
): Promise<ProposalWithQuote & { disclosure: DisclosureContext }> {
  const loaded = await loadOwnedProposalWithQuote(context.db, principal, id);
  const { proposal, quote: currentQuote } = await refreshExpiryWithQuote(
    context,
    loaded.proposal,
    loaded.quote,
  );
  if (!EDITABLE_STATUSES.includes(proposal.status)) {
    throw new ApiError('conflict', 'This proposal is already a policy and cannot be changed.', {
      code: 'proposal.notEditable',
    });
  }
  const changes = [...input.changes];
  if (input.coverStart !== undefined) {
    changes.push({
      path: DISCLOSURE_PATHS.startDate,
      value: input.coverStart,
      attribute: 'disclosure',
    });
  }
  const newStart = changes.some(
    (c) => c.path === DISCLOSURE_PATHS.startDate && (c.attribute ?? 'disclosure') === 'disclosure',
  );
  if (proposal.status === 'QUOTE_EXPIRED' && !newStart) {
    throw new ApiError(
      'conflict',
      'This quote has expired. Choose a new start date to get a new price.',
      {
        code: 'proposal.quoteExpired',
      },
    );
  }
  const disclosure = await disclosureContext(context, proposal);
  const applied = await applyChanges(
    proposal,
    changes,
    { ...disclosure, byAdmin: impersonatorOf(principal) !== null },
    context.integrations.vehicles,
  );
  if (applied.errors.length > 0) throw invalidAnswers(applied.errors);

  const next: ProposalRecord = {
    ...proposal,
    data: applied.data,
    paymentSchedule: applied.paymentSchedule,
    voluntaryExcess: applied.voluntaryExcess,
    optionalCovers: applied.optionalCovers,
  };
  // Once the answers name the person, a second drive-away is refused here, not at the summary.
  await assertDriveawayAllowed(context, next);
  const priced = proposal.status === 'QUOTE' || proposal.status === 'REFERRAL';
  const rerate =
    input.applyRating === true ||
    proposal.status === 'QUOTE_EXPIRED' ||
    (priced && applied.choicesChanged && !applied.disclosureChanged);
  const now = context.clock.now();
  const update: ProposalUpdate = {
    data: next.data,
    paymentSchedule: next.paymentSchedule,
    voluntaryExcess: next.voluntaryExcess,
    optionalCovers: next.optionalCovers,
  };
  let reasons: string[] = [];
  // What was saved, as a read would return it.
  const saved = (extra: ProposalUpdate): ProposalRecord => ({
    ...next,
    ...update,
    ...extra,
    version: proposal.version + 1,
    updatedAt: now.toISOString(),
  });
  // Judged on every save, not only a rating one: the answer's missingSections reads it back.
  const validity = validityAfterChanges(proposal, next, disclosure);
  const missing = missingOf(next, disclosure, validity);
  if (rerate) {
    const rated = rateForSave(next, missing.length === 0, now);
    Object.assign(update, rated.update);
    reasons = rated.reasons;
    // One statement: the new version with its quote, the current view, the status history.
    await saveProposal(context.db, proposal, update, now, reasons, rated.quote);
    const record = saved({});
    rememberSectionValidity(record, disclosure, validity);
    return { proposal: record, quote: rated.quote ?? currentQuote, disclosure };
  } else if (applied.disclosureChanged && proposal.status !== 'INSUFFICIENT_ACCURACY') {
    // The answers no longer match the price: the quote must be rated again before it is sold.
    update.status = 'INSUFFICIENT_ACCURACY';
  }
  await saveProposal(context.db, proposal, update, now, reasons);
  const record = saved({});
  rememberSectionValidity(record, disclosure, validity);
  return { proposal: record, quote: currentQuote, disclosure };
}

/** Deletes one of the caller's proposals; a bound one is a policy and stays. */
export async function deleteOwnProposal(
  context: PlatformContext,
  principal: Principal,
  id: string,
): Promise<void> {
  const proposal = await loadOwnedProposal(context.db, principal, id);
  if (proposal.status === 'POLICY') {
    throw new ApiError('conflict', 'A proposal that became a policy cannot be deleted.', {
      code: 'proposal.notDeletable',
    });
  }
  await deleteProposal(context.db, proposal.id, context.clock.now());
}

/** The readable text of a referral reason or status reason. */
export function reasonText(code: string, proposal: ProposalRecord): string {
  return textOf(code, {}, schemeByCode(proposal.schemeCode).productUrlName as never);
}
