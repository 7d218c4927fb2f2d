import { hasPromotionSection } from '../promotions';

/** The disclosure sections' route segments (disclosure/{sectionId}), in journey order. */
export const DISCLOSURE_SECTION_IDS = [
  'before-we-begin',
  'your-car',
  'about-you',
  'additional-drivers',
  'claims-history',
  'driving-licence',
  'contact-details',
  'your-cover',
  'start-date',
  'promotion',
] as const;
/** A disclosure section id. */
export type DisclosureSectionId = (typeof DISCLOSURE_SECTION_IDS)[number];

/**
 * Section kinds (spec 000 §2): an ordinary form; the additional-drivers list with its profile
 * pages; the policyholder's contact details, asked only of anonymous visitors; the promotion,
 * asked only when the proposal's promo code matches an active promotion.
 */
export const DISCLOSURE_SECTION_KINDS = [
  'form',
  'additionalDrivers',
  'policyholderContact',
  'promotion',
] as const;
/** A disclosure section kind. */
export type DisclosureSectionKind = (typeof DISCLOSURE_SECTION_KINDS)[number];

/** One disclosure section: its route segment, its kind and the form it shows. */
export interface DisclosureSection {
  /** Route segment. */
  readonly id: DisclosureSectionId;
  /** How the journey treats it. */
  readonly kind: DisclosureSectionKind;
  /** The form (src/forms) it renders; its title is the section's progress-list label. */
  readonly formId: string;
}

/** Every disclosure section, by id. */
export const DISCLOSURE_SECTIONS_BY_ID = {
  'before-we-begin': { id: 'before-we-begin', kind: 'form', formId: 'disclosure.beforeWeBegin' },
  'your-car': { id: 'your-car', kind: 'form', formId: 'disclosure.yourCar' },
  'about-you': { id: 'about-you', kind: 'form', formId: 'disclosure.aboutYou' },
  'additional-drivers': {
    id: 'additional-drivers',
    kind: 'additionalDrivers',
    formId: 'disclosure.additionalDrivers',
  },
  'claims-history': { id: 'claims-history', kind: 'form', formId: 'disclosure.claimsHistory' },
  'driving-licence': { id: 'driving-licence', kind: 'form', formId: 'disclosure.drivingLicence' },
  'contact-details': {
    id: 'contact-details',
    kind: 'policyholderContact',
    formId: 'disclosure.contactDetails',
  },
  'your-cover': { id: 'your-cover', kind: 'form', formId: 'disclosure.yourCover' },
  'start-date': { id: 'start-date', kind: 'form', formId: 'disclosure.startDate' },
  promotion: { id: 'promotion', kind: 'promotion', formId: 'disclosure.promotion' },
} as const satisfies { [Id in DisclosureSectionId]: DisclosureSection & { id: Id } };

function sections(ids: readonly DisclosureSectionId[]): readonly DisclosureSection[] {
  return ids.map((id) => DISCLOSURE_SECTIONS_BY_ID[id]);
}

/** Flex's sections: every section; the promotion only shows for a matching promo code. */
export const FLEX_DISCLOSURE_SECTIONS = sections(DISCLOSURE_SECTION_IDS);

/**
 * Driveaway's sections: flex's less the promotion, since every promotion gives free months of
 * the monthly product and is applied to a flex proposal. The retailer number is asked in
 * before-we-begin by a scheme condition of that form, so the section list is otherwise the same.
 */
export const DRIVEAWAY_DISCLOSURE_SECTIONS = sections(
  DISCLOSURE_SECTION_IDS.filter((id) => id !== 'promotion'),
);

/** What decides whether the conditional sections show. */
export interface DisclosureSectionContext {
  /** The visitor is not signed in: only then are contact details asked. */
  readonly isAnonymous: boolean;
  /** The proposal's promo code, if any. */
  readonly promoCode?: string | null;
  /** A renewal: the sections of RENEWAL_FIXED_SECTIONS are not asked again. */
  readonly isRenewal?: boolean;
}

/**
 * Sections a renewal does not ask again: the eligibility confirmation of a new quote, and the
 * start date, which is the policy's anniversary (set by the platform, not the customer).
 */
export const RENEWAL_FIXED_SECTIONS: readonly DisclosureSectionId[] = [
  'before-we-begin',
  'start-date',
];

/** True when a section shows for this proposal and visitor. */
export function isDisclosureSectionShown(
  section: DisclosureSection,
  context: DisclosureSectionContext,
): boolean {
  if (context.isRenewal && RENEWAL_FIXED_SECTIONS.includes(section.id)) {
    return false;
  }
  switch (section.kind) {
    case 'policyholderContact':
      return context.isAnonymous;
    case 'promotion':
      return hasPromotionSection(context.promoCode);
    default:
      return true;
  }
}

/** The sections the progress list shows, in order; completing the last one triggers rating. */
export function disclosureSectionsFor(
  sectionList: readonly DisclosureSection[],
  context: DisclosureSectionContext,
): DisclosureSection[] {
  return sectionList.filter((section) => isDisclosureSectionShown(section, context));
}
