import type { Condition } from '@brand/forms';

/** How the management route treats a section: one form, or the additional drivers' profiles. */
export const MANAGEMENT_SECTION_KINDS = ['form', 'additionalProfiles'] as const;
/** A management section kind. */
export type ManagementSectionKind = (typeof MANAGEMENT_SECTION_KINDS)[number];

/** One section of the policy management index (route management/section/{id}). */
export interface ManagementSection {
  /** Route segment. */
  readonly id: string;
  /** How the route treats it. */
  readonly kind: ManagementSectionKind;
  /** The form (src/forms) it renders; its title is the index entry's label. */
  readonly formId: string;
  /** Listed only while this holds (spec 001 §2: an input defined, the policy started or not). */
  readonly conditional?: Condition;
}

/** Changes to the start date are only possible before the policy starts. */
const BEFORE_START: Condition = { kind: 'policyStarted', started: false };

/** The management sections of both products, in index order. */
export const MANAGEMENT_SECTIONS_LIST = [
  { id: 'vehicle', kind: 'form', formId: 'management.vehicle' },
  { id: 'about-you', kind: 'form', formId: 'management.aboutYou' },
  { id: 'drivers', kind: 'additionalProfiles', formId: 'management.drivers' },
  { id: 'address', kind: 'form', formId: 'management.address' },
  { id: 'usage', kind: 'form', formId: 'management.usage' },
  { id: 'no-claims-discount', kind: 'form', formId: 'management.noClaimsDiscount' },
  { id: 'claims', kind: 'form', formId: 'management.claims' },
  { id: 'start-date', kind: 'form', formId: 'management.startDate', conditional: BEFORE_START },
] as const satisfies readonly ManagementSection[];

/** The section with this route segment, or undefined (an unknown segment redirects to the index). */
export function managementSectionById(
  sections: readonly ManagementSection[],
  id: unknown,
): ManagementSection | undefined {
  return sections.find((section) => section.id === id);
}
