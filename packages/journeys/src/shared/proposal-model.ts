// What the screens read off a proposal: its product, its sections, its price.
import {
  type DisclosureSection,
  disclosureSectionsFor,
  type ProductConfig,
  productConfigForScheme,
  schemeByCode,
} from '@brand/config';
import type { SchemeUrlName } from '@brand/domain';
import type { Proposal } from '../quote/quoteApi';

/** The scheme's URL name of a proposal. */
export function schemeOf(proposal: Pick<Proposal, 'schemeCode'>): SchemeUrlName {
  return schemeByCode(proposal.schemeCode).productUrlName;
}

/** The product configuration of a proposal. */
export function productOf(proposal: Pick<Proposal, 'schemeCode'>): ProductConfig {
  return productConfigForScheme(proposal.schemeCode);
}

/** The disclosure sections the proposal shows, in order (contact details only for a visitor). */
export function sectionsOf(proposal: Proposal, isAnonymous: boolean): DisclosureSection[] {
  return disclosureSectionsFor(productOf(proposal).disclosures.sections, {
    isAnonymous,
    promoCode: proposal.promoCode,
  });
}

/** The proposal route's path, with an optional page under it. */
export function proposalPath(proposal: Proposal, page = ''): string {
  const base = `/${schemeOf(proposal)}/proposal/${proposal.proposalCode}`;
  return page ? `${base}/${page}` : base;
}

/** The car's registration, or null. */
export function vrnOf(proposal: Pick<Proposal, 'data'>): string | null {
  const vehicle = proposal.data.vehicle as { vrn?: unknown } | undefined;
  return typeof vehicle?.vrn === 'string' && vehicle.vrn !== '' ? vehicle.vrn : null;
}

/** The policyholder's email, or null. */
export function emailOf(proposal: Pick<Proposal, 'data'>): string | null {
  const policyholder = proposal.data.policyholder as { email?: unknown } | undefined;
  return typeof policyholder?.email === 'string' ? policyholder.email : null;
}

/** A date as en-GB text ('14 March 2026'). */
export function longDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}
