import { type ProposalStatus, RENEWAL_MONTH_MAX, RENEWAL_MONTH_MIN } from '../enums';
import { ConfigurationError } from '../errors';
import { AUTO_RENEWAL_DEFAULT } from './auto-renewal';

/** Upsell proposal statuses in which the upsell still counts (it can still be taken up). */
export const UPSELL_COUNTING_STATUSES = [
  'QUOTE',
  'QUOTE_EXPIRED',
] as const satisfies readonly ProposalStatus[];

/** The renewal proposal status that means the renewal is done. */
export const RENEWAL_DONE_STATUS = 'POLICY' as const satisfies ProposalStatus;

/** Proposal statuses the renewal journey cannot show; meeting one is a configuration error. */
export const RENEWAL_UNSUPPORTED_STATUSES = [
  'QUOTE_EXPIRED',
  'INSUFFICIENT_ACCURACY',
] as const satisfies readonly ProposalStatus[];

/** Renewal proposal statuses the renewal journey shows: the quote (QUOTE, POLICY) or the referral page. */
export const RENEWAL_SUPPORTED_STATUSES = [
  'QUOTE',
  'POLICY',
  'REFERRAL',
] as const satisfies readonly ProposalStatus[];

/** The part of a proposal these rules read. */
export type ProposalRef = { status?: ProposalStatus | null };

/** True when a policy's upsell proposal counts, i.e. it is QUOTE or QUOTE_EXPIRED; never throws. */
export function countsAsUpsell(upsellProposal: ProposalRef | null | undefined): boolean {
  return (UPSELL_COUNTING_STATUSES as readonly unknown[]).includes(upsellProposal?.status);
}

/** True when the renewal proposal has become a policy; never throws. */
export function isRenewalDone(renewalProposal: ProposalRef | null | undefined): boolean {
  return renewalProposal?.status === RENEWAL_DONE_STATUS;
}

/** What journey step 1 reads to decide whether a new proposal may be created. */
export type CreateProposalInput = {
  schemeEnabled: boolean;
  hasProposalOrPolicyForScheme: boolean;
  multiQuote: boolean;
};

/** True when a proposal may be created: the scheme is enabled and the user has none for it, unless multiQuote is on. */
export function canCreateProposal(input: CreateProposalInput): boolean {
  return input.schemeEnabled && (!input.hasProposalOrPolicyForScheme || input.multiQuote);
}

/** What the renewal route reads to decide whether it is available. */
export type RenewalAvailabilityInput = {
  isRenewal: boolean;
  renewalStopped?: boolean | null;
  autoRenewalEnabled?: boolean | null;
};

/** True when the renewal route may open: a renewal proposal, renewal not stopped, auto-renewal on (default on). */
export function isRenewalAvailable(input: RenewalAvailabilityInput): boolean {
  return (
    input.isRenewal &&
    input.renewalStopped !== true &&
    (input.autoRenewalEnabled ?? AUTO_RENEWAL_DEFAULT)
  );
}

/** True when the renewal journey can show a proposal of this status; never throws. */
export function isRenewalStatusSupported(status: unknown): boolean {
  return (RENEWAL_SUPPORTED_STATUSES as readonly unknown[]).includes(status);
}

/** Throws ConfigurationError for a status the renewal journey cannot show (RENEWAL_UNSUPPORTED_STATUSES or unknown). */
export function assertRenewalStatusSupported(status: ProposalStatus): void {
  if (!isRenewalStatusSupported(status)) {
    throw new ConfigurationError(`Renewal does not support proposal status ${String(status)}`);
  }
}

/** True when `value` is a renewal month: an integer 0 (not applicable) to 12; never throws. */
export function isValidRenewalMonth(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= RENEWAL_MONTH_MIN &&
    value <= RENEWAL_MONTH_MAX
  );
}
