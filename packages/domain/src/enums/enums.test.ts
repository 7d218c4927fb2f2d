import * as enums from './index';

// The tables are the single source of the unions; these tests pin them to the specification so a
// code cannot drift or be lost in an edit.
describe('enumeration tables', () => {
  it('hold no duplicate values', () => {
    for (const [name, value] of Object.entries(enums)) {
      if (Array.isArray(value))
        expect({ name, size: new Set(value).size }).toEqual({ name, size: value.length });
    }
  });

  it('name every policy status, and the five ended ones', () => {
    expect([...enums.POLICY_STATUSES].sort()).toEqual([
      'ACTIVE',
      'CANCELLED',
      'LAPSED',
      'NTU',
      'PENDING',
      'RENEWED',
      'VOIDED',
    ]);
    expect(enums.POLICY_STATUSES).toEqual(expect.arrayContaining([...enums.ENDED_POLICY_STATUSES]));
    expect(enums.ENDED_POLICY_STATUSES).not.toContain('ACTIVE');
    expect(enums.ENDED_POLICY_STATUSES).not.toContain('PENDING');
  });

  it('list the disclosure answers with the counts the spec gives', () => {
    expect(enums.OVERNIGHT_LOCATIONS).toHaveLength(15);
    expect(enums.LICENCE_TYPES).toHaveLength(7);
    expect(enums.MARITAL_STATUSES).toHaveLength(7);
    expect(enums.RELATIONSHIPS_TO_INSURED).toHaveLength(8);
    expect(enums.VEHICLE_OWNERSHIP).toHaveLength(8);
    expect(enums.CLAIM_TYPES).toHaveLength(9);
    expect(enums.LEDGER_TYPES).toHaveLength(8);
    expect(enums.CHANGE_TYPES).toHaveLength(13);
    expect(enums.CANCELLATION_REASONS).toEqual([
      'SoldNR',
      'SoldMake',
      'Price',
      'Service',
      'NotSuitable',
      'Other',
    ]);
  });

  it('put every ledger type in a group', () => {
    for (const type of enums.LEDGER_TYPES) {
      expect(enums.LEDGER_GROUPS).toContain(enums.LEDGER_GROUP_OF_TYPE[type]);
    }
  });

  it('map every claim status to a status tone', () => {
    for (const status of enums.CLAIM_STATUSES) {
      expect(enums.STATUS_TONES).toContain(enums.CLAIM_STATUS_TONES[status]);
    }
  });

  it('only sign out on login_required and unauthorized', () => {
    expect(enums.SIGN_OUT_AUTH_ERROR_CODES).toEqual(['login_required', 'unauthorized']);
  });
});

describe('covers per scheme', () => {
  it('gives flex twelve included covers and three add-ons, all known codes', () => {
    const { included, optional } = enums.COVERS_BY_SCHEME.flex;
    expect(included).toHaveLength(12);
    expect(optional).toEqual(['ncb_protection', 'legal_expenses', 'excess_assist']);
    for (const code of [...included, ...optional]) expect(enums.COVER_CODES).toContain(code);
  });

  it('gives driveaway the flex covers less three, and no add-ons', () => {
    const flex = enums.COVERS_BY_SCHEME.flex.included;
    const driveaway = enums.COVERS_BY_SCHEME.driveaway.included;
    const dropped = flex.filter((code) => !(driveaway as readonly string[]).includes(code));
    expect(dropped.sort()).toEqual([
      'drive_other_cars',
      'foreign_travel',
      'uninsured_driver_promise',
    ]);
    expect(driveaway.every((code) => (flex as readonly string[]).includes(code))).toBe(true);
    expect(enums.COVERS_BY_SCHEME.driveaway.optional).toEqual([]);
  });

  it('maps each scheme to its product kind', () => {
    expect(enums.PRODUCT_KIND_OF_SCHEME).toEqual({ flex: 'SUBSCRIPTION', driveaway: 'DRIVEAWAY' });
  });
});

describe('isValidVoluntaryExcess', () => {
  it('accepts a configured option and refuses others', () => {
    const options = enums.VOLUNTARY_EXCESS_OPTIONS_BY_SCHEME.flex;
    expect(options).toEqual([0, 100, 200, 300]);
    expect(isValid(0)).toBe(true);
    expect(isValid(300)).toBe(true);
    expect(isValid(150)).toBe(false);
    expect(isValid(400)).toBe(false);
    expect(isValid('100')).toBe(false);
    function isValid(value: unknown) {
      return enums.isValidVoluntaryExcess(value, options);
    }
  });
  it('refuses any excess for driveaway, which has no options', () => {
    expect(
      enums.isValidVoluntaryExcess(0, enums.VOLUNTARY_EXCESS_OPTIONS_BY_SCHEME.driveaway),
    ).toBe(false);
  });
});

describe('feature toggles', () => {
  it('default as the brand configures them', () => {
    expect(enums.DEFAULT_FEATURE_TOGGLES).toEqual({
      multiQuote: true,
      allowModifyBillingDay: true,
      externalClaimsReporting: false,
      isAdmin: false,
      checkout: true,
      policyManagement: true,
    });
  });
});
