import { asDisclosureAnswers, type DisclosureAnswers, type SchemeCode } from '@brand/config';
import type { PaymentScheduleType, ProposalStatus } from '@brand/domain';
import type { FormValues } from '@brand/forms';
import { isoOrNull } from '../../db/iso-or-null';
import type { VerificationOutcome } from '../../integrations/verification/verification-service';

/** Why a proposal exists: a new quote, a drive-away upgrade to flex, or a policy's renewal. */
export type ProposalKind = 'NEW' | 'UPSELL' | 'RENEWAL';

/** A verification as kept on the proposal, with the proposal version it was run on. */
export type StoredVerification = VerificationOutcome & { at: string; version: number };

/** A proposal as stored (one row of `proposals`). */
export type ProposalRecord = {
  id: string;
  ownerUserId: string;
  /** The owner's kind of user: an anonymous visitor is asked for contact details. */
  ownerKind: string;
  schemeCode: SchemeCode;
  brand: string;
  kind: ProposalKind;
  status: ProposalStatus;
  source: string | null;
  externalReference: string;
  /** The disclosure answers, at the paths of the @brand/config forms. */
  data: DisclosureAnswers;
  promoCode: string | null;
  /** The schedule the customer chose; null means the product's default. */
  paymentSchedule: PaymentScheduleType | null;
  voluntaryExcess: number;
  optionalCovers: string[];
  currentQuoteId: string | null;
  verification: StoredVerification | null;
  idCheck: StoredVerification | null;
  autoRenewalEnabled: boolean;
  policyId: string | null;
  sourceProposalId: string | null;
  sourcePolicyId: string | null;
  startAt: string | null;
  endAt: string | null;
  /** Counts every saved change: a verification holds only for the version it checked. */
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** A proposal row as the database returns it. */
export type ProposalRow = {
  id: string;
  owner_user_id: string;
  owner_kind: string;
  scheme_code: string;
  brand: string;
  kind: string;
  status: string;
  source: string | null;
  external_reference: string;
  data: FormValues | string;
  promo_code: string | null;
  payment_schedule: string | null;
  voluntary_excess: number;
  optional_covers: string[];
  current_quote_id: string | null;
  verification: StoredVerification | null;
  id_check: StoredVerification | null;
  auto_renewal_enabled: boolean;
  policy_id: string | null;
  source_proposal_id: string | null;
  source_policy_id: string | null;
  start_at: Date | string | null;
  end_at: Date | string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The record of a row. */
export function proposalFromRow(row: ProposalRow): ProposalRecord {
  return {
    id: row.id,
    ownerUserId: row.owner_user_id,
    ownerKind: row.owner_kind,
    schemeCode: row.scheme_code as SchemeCode,
    brand: row.brand,
    kind: row.kind as ProposalKind,
    status: row.status as ProposalStatus,
    source: row.source,
    externalReference: row.external_reference,
    // The one place stored answers become the disclosure's type (validated when they were saved).
    data: asDisclosureAnswers(typeof row.data === 'string' ? JSON.parse(row.data) : row.data),
    promoCode: row.promo_code,
    paymentSchedule: row.payment_schedule as PaymentScheduleType | null,
    voluntaryExcess: row.voluntary_excess,
    optionalCovers: row.optional_covers ?? [],
    currentQuoteId: row.current_quote_id,
    verification: row.verification,
    idCheck: row.id_check,
    autoRenewalEnabled: row.auto_renewal_enabled,
    policyId: row.policy_id,
    sourceProposalId: row.source_proposal_id,
    sourcePolicyId: row.source_policy_id,
    startAt: isoOrNull(row.start_at),
    endAt: isoOrNull(row.end_at),
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
