import {
  afterAccountSetup,
  afterAddOns,
  afterQuoteContinue,
  afterRating,
  afterSection,
  afterSummaryConfirm,
  firstSectionToAnswer,
  isZeroPayment,
  scheduleChangeToSave,
  screenForProposal,
  verificationFailureMessage,
} from './quote-routing';

describe('which screen a proposal route shows (spec 000 §2)', () => {
  it.each([
    ['INSUFFICIENT_ACCURACY', 'NEW', 'beforeWeBegin'],
    ['QUOTE', 'NEW', 'quote'],
    ['REFERRAL', 'NEW', 'referral'],
    ['QUOTE_EXPIRED', 'NEW', 'expired'],
    ['POLICY', 'NEW', 'success'],
    ['QUOTE', 'UPSELL', 'quote'],
    ['INSUFFICIENT_ACCURACY', 'UPSELL', 'beforeWeBegin'],
    ['QUOTE', 'RENEWAL', 'home'],
    ['POLICY', 'RENEWAL', 'home'],
    ['SOMETHING_NEW', 'NEW', 'home'],
  ])('%s of kind %s shows %s', (status, kind, screen) => {
    expect(screenForProposal({ status, kind })).toBe(screen);
  });
});

describe('where Continue on the quote goes (spec 000 §4.2)', () => {
  it.each([
    [false, true, true, 'idCheckFailed'],
    [false, false, false, 'idCheckFailed'],
    [true, true, true, 'add-ons'],
    [true, true, false, 'add-ons'],
    [true, false, true, 'summary'],
    [true, false, false, 'account-setup'],
  ] as const)(
    'ID check clear %s, optional covers %s, registered %s: %s',
    (idCheckClear, hasOptionalCovers, accountRegistered, target) => {
      expect(afterQuoteContinue({ idCheckClear, hasOptionalCovers, accountRegistered })).toBe(
        target,
      );
    },
  );

  it.each([
    [true, 'summary'],
    [false, 'account-setup'],
  ] as const)('after the add-ons, registered %s goes to %s', (accountRegistered, target) => {
    expect(afterAddOns({ accountRegistered })).toBe(target);
  });

  it.each([
    ['OK', 'summary'],
    ['CONFLICT', 'signIn'],
  ])('account setup answered %s goes to %s', (status, target) => {
    expect(afterAccountSetup(status)).toBe(target);
  });

  const schedules = [
    { type: 'MONTHLY', active: true },
    { type: 'SINGLE_PAYMENT', active: false },
  ];
  it.each([
    [null, null],
    ['MONTHLY', null],
    ['SINGLE_PAYMENT', 'SINGLE_PAYMENT'],
  ])('a schedule chosen as %s is saved as %s (only when it differs)', (chosen, saved) => {
    expect(scheduleChangeToSave(chosen, schedules)).toBe(saved);
  });
});

describe('where the disclosure goes after a section (spec 000 §2 "Disclosure")', () => {
  const ids = ['before-we-begin', 'your-car', 'start-date'];
  it.each([
    ['before-we-begin', { kind: 'section', sectionId: 'your-car' }],
    ['your-car', { kind: 'section', sectionId: 'start-date' }],
    ['start-date', { kind: 'rate' }],
    ['unknown', { kind: 'section', sectionId: 'before-we-begin' }],
  ])('after %s: %j', (current, target) => {
    expect(afterSection(ids, current)).toEqual(target);
  });

  it.each([
    [[], null, { kind: 'proposal' }],
    [[], { proposalCode: 'UP1' }, { kind: 'upgrade', proposalCode: 'UP1' }],
    [['about-you'], { proposalCode: 'UP1' }, { kind: 'section', sectionId: 'about-you' }],
  ] as const)(
    'rated with missing %j and upsell %j: %j',
    (missingSections, upsellProposal, target) => {
      expect(afterRating({ missingSections, upsellProposal })).toEqual(target);
    },
  );

  it.each([
    [[], 'before-we-begin'],
    [['start-date', 'your-car'], 'your-car'],
    [['promotion'], 'before-we-begin'],
  ])('with %j missing, the journey starts at %s', (missing, first) => {
    expect(firstSectionToAnswer(ids, missing)).toBe(first);
  });
});

describe('what Confirm on the summary does (spec 000 §4.4)', () => {
  it.each([
    [false, 0, 'verificationFailed'],
    [true, 0, 'bind'],
    [true, null, 'payment'],
    [true, 1, 'payment'],
    [true, 2999, 'payment'],
  ] as const)(
    'verification clear %s with %s pence due: %s',
    (verificationClear, discountedPence, target) => {
      expect(afterSummaryConfirm({ verificationClear, discountedPence })).toBe(target);
    },
  );

  it.each([
    [0, true],
    [0.1, true],
    [1, false],
  ])('%s pence is nothing to pay: %s', (pence, zero) => {
    expect(isZeroPayment(pence)).toBe(zero);
  });
});

describe('the verification-failed message (spec 000 §4.4)', () => {
  const clear = (check: string) => ({ check, result: 'CLEAR' });
  const consider = (check: string) => ({ check, result: 'CONSIDER' });
  it.each([
    [[consider('identity'), consider('fraud')], { key: 'errors.verificationFailed.default' }],
    [[clear('identity')], { key: 'errors.verificationFailed.default' }],
    [
      [consider('sanctions'), clear('fraud')],
      {
        key: 'errors.verificationFailed.single',
        checkKey: 'errors.verificationFailed.checks.sanctions',
      },
    ],
    [[consider('driveawayPriorPolicies')], { key: 'errors.verificationFailed.priorPolicies' }],
    [
      [consider('driveawayMaximumPolicies')],
      { key: 'errors.verificationFailed.maxDriveAwayPolicies' },
    ],
    [[consider('somethingElse')], { key: 'errors.verificationFailed.default' }],
  ])('checks %j give %j', (checks, message) => {
    expect(verificationFailureMessage(checks)).toEqual(message);
  });
});
