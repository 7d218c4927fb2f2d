import {
  DISCLOSURE_SECTION_IDS,
  DISCLOSURE_SECTIONS_BY_ID,
  DRIVEAWAY_DISCLOSURE_SECTIONS,
  disclosureSectionsFor,
  FLEX_DISCLOSURE_SECTIONS,
} from './disclosure-sections';
import { MANAGEMENT_SECTIONS_LIST, managementSectionById } from './management-sections';

const ids = (sections: readonly { id: string }[]) => sections.map((s) => s.id);

describe('disclosure sections', () => {
  it('run in the spec order on flex, ending with the promotion', () => {
    expect(ids(FLEX_DISCLOSURE_SECTIONS)).toEqual([...DISCLOSURE_SECTION_IDS]);
    expect(ids(FLEX_DISCLOSURE_SECTIONS).at(-1)).toBe('promotion');
  });

  it('on driveaway are the same without the promotion', () => {
    expect(ids(DRIVEAWAY_DISCLOSURE_SECTIONS)).toEqual(
      DISCLOSURE_SECTION_IDS.filter((id) => id !== 'promotion'),
    );
  });

  it('ask contact details only of anonymous visitors', () => {
    const signedIn = disclosureSectionsFor(FLEX_DISCLOSURE_SECTIONS, { isAnonymous: false });
    const anonymous = disclosureSectionsFor(FLEX_DISCLOSURE_SECTIONS, { isAnonymous: true });
    expect(ids(signedIn)).not.toContain('contact-details');
    expect(ids(anonymous)).toContain('contact-details');
  });

  it('leave out, for a renewal, the eligibility confirmation and the start date (the anniversary)', () => {
    const renewal = ids(
      disclosureSectionsFor(FLEX_DISCLOSURE_SECTIONS, { isAnonymous: false, isRenewal: true }),
    );
    expect(renewal).not.toContain('before-we-begin');
    expect(renewal).not.toContain('start-date');
    expect(renewal).toContain('your-car');
    expect(ids(disclosureSectionsFor(FLEX_DISCLOSURE_SECTIONS, { isAnonymous: false }))).toEqual(
      expect.arrayContaining(['before-we-begin', 'start-date']),
    );
  });

  it('show the promotion only for a promo code of an active promotion', () => {
    const shown = (promoCode: string | null) =>
      ids(disclosureSectionsFor(FLEX_DISCLOSURE_SECTIONS, { isAnonymous: false, promoCode }));
    expect(shown('MINIELEC12M2025Q4')).toContain('promotion');
    expect(shown('MINI252021')).not.toContain('promotion');
    expect(shown(null)).not.toContain('promotion');
  });

  it('key each section by its own id, with one form each', () => {
    for (const [id, section] of Object.entries(DISCLOSURE_SECTIONS_BY_ID))
      expect(section.id).toBe(id);
    const forms = Object.values(DISCLOSURE_SECTIONS_BY_ID).map((s) => s.formId);
    expect(new Set(forms).size).toBe(forms.length);
  });
});

describe('management sections', () => {
  it('include the five the brand manages, each with its form', () => {
    const forms = MANAGEMENT_SECTIONS_LIST.map((s) => s.formId);
    for (const id of ['vehicle', 'drivers', 'address', 'usage', 'claims']) {
      expect(forms).toContain(`management.${id}`);
    }
    expect(new Set(ids(MANAGEMENT_SECTIONS_LIST)).size).toBe(MANAGEMENT_SECTIONS_LIST.length);
  });

  it('treat drivers as additional profiles and offer the start date only before the start', () => {
    expect(managementSectionById(MANAGEMENT_SECTIONS_LIST, 'drivers')?.kind).toBe(
      'additionalProfiles',
    );
    expect(managementSectionById(MANAGEMENT_SECTIONS_LIST, 'start-date')?.conditional).toEqual({
      kind: 'policyStarted',
      started: false,
    });
    expect(managementSectionById(MANAGEMENT_SECTIONS_LIST, 'nope')).toBeUndefined();
  });
});
