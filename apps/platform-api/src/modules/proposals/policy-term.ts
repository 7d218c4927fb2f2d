import { COVER_TERMS, type SchemeUrlName } from '@brand/domain';

/**
 * How long cover runs per scheme, as the API's `policyTerm` shows it: the domain's term, so the
 * figure a client reads is the one `coverPeriod` counts the end from.
 */
export const POLICY_TERMS = COVER_TERMS;

/** A policy term as the API shows it. */
export type PolicyTerm = (typeof POLICY_TERMS)[SchemeUrlName];
