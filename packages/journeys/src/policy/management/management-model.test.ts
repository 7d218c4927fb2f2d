import { formById } from '@brand/config';
import { policyOf, policyQuote } from '../policy-test-data';
import { effectiveDateAnswer } from './effective-date-choice';
import {
  adjustmentTiming,
  confirmationRoute,
  isDeferredAdjustment,
  isGone,
  managementPageOf,
  managementPath,
} from './management-model';
import { sectionAdjustment } from './section-changes';

const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;

describe('the management sub-paths', () => {
  it.each([
    ['management', [], { kind: 'index' }],
    ['management', ['section', 'address'], { kind: 'section', sectionId: 'address' }],
    [
      'management',
      ['section', 'address', 'adjustment', 'A1'],
      { kind: 'review', origin: { kind: 'section', sectionId: 'address' }, adjustmentId: 'A1' },
    ],
    [
      'management',
      ['section', 'address', 'adjustment', 'A1', 'result'],
      { kind: 'result', origin: { kind: 'section', sectionId: 'address' }, adjustmentId: 'A1' },
    ],
    ['excess', [], { kind: 'excess' }],
    [
      'excess',
      ['adjustment', 'A1'],
      { kind: 'review', origin: { kind: 'excess' }, adjustmentId: 'A1' },
    ],
    [
      'add-ons',
      ['review', 'A1', 'result'],
      { kind: 'result', origin: { kind: 'addOns' }, adjustmentId: 'A1' },
    ],
    [
      'management',
      ['section', 'drivers', 'profile'],
      { kind: 'profile', sectionId: 'drivers', profileCode: null },
    ],
    [
      'management',
      ['section', 'drivers', 'profile', 'p2'],
      { kind: 'profile', sectionId: 'drivers', profileCode: 'p2' },
    ],
    ['management', ['section', 'drivers', 'profile', 'p2', 'more'], { kind: 'unknown' }],
    ['management', ['nowhere'], { kind: 'unknown' }],
    ['management', ['section', 'address', 'adjustment'], { kind: 'unknown' }],
    ['excess', ['adjustment', 'A1', 'result', 'more'], { kind: 'unknown' }],
  ] as const)('reads %s/%j', (segment, rest, page) => {
    expect(managementPageOf(segment, rest)).toEqual(page);
  });

  it('builds each page’s address back from the same parts', () => {
    const policy = policyOf();
    expect(managementPath(policy)).toBe('/flex/policy/PL1/management');
    expect(managementPath(policy, { kind: 'section', sectionId: 'address' }, 'A1', true)).toBe(
      '/flex/policy/PL1/management/section/address/adjustment/A1/result',
    );
    expect(managementPath(policy, { kind: 'addOns' }, 'A1')).toBe(
      '/flex/policy/PL1/add-ons/review/A1',
    );
    expect(managementPath(policy, { kind: 'excess' })).toBe('/flex/policy/PL1/excess');
  });
});

describe('confirming an adjustment', () => {
  const quote = policyQuote();
  const version = policyOf().currentPolicyVersion;
  const single = policyOf({
    currentPolicyVersion: version && {
      ...version,
      quote: {
        ...quote,
        availablePaymentSchedules: quote.availablePaymentSchedules.map((schedule) => ({
          ...schedule,
          type: 'SINGLE_PAYMENT' as const,
        })),
      },
    },
  });

  it('takes a card payment only on a single payment with an amount due', () => {
    expect(confirmationRoute(single, { amountDue: 1 })).toBe('pay');
    expect(confirmationRoute(single, { amountDue: 0 })).toBe('commit');
    expect(confirmationRoute(single, { amountDue: -500 })).toBe('commit');
    expect(confirmationRoute(policyOf(), { amountDue: 1200 })).toBe('commit');
  });

  it('knows the gone error by its code', () => {
    expect(isGone({ status: 409, code: 'adjustment.gone' })).toBe(true);
    expect(isGone({ status: 409, code: 'proposal.paymentRequired' })).toBe(false);
    expect(isGone(null)).toBe(false);
  });

  it('calls a change deferred when its version starts on a later London day', () => {
    const now = new Date('2026-06-01T22:30:00.000Z'); // 23:30 on 1 June in London
    const at = (startedAt: string) =>
      isDeferredAdjustment(
        { updatedPolicyVersions: [{ quote: null, startedAt }], effectiveAt: startedAt },
        now,
      );
    expect(at('2026-06-01T22:45:00.000Z')).toBe(false);
    expect(at('2026-06-01T23:00:00.000Z')).toBe(true);
  });
});

describe('when a confirmed change applies', () => {
  const now = new Date('2026-06-01T09:00:00.000Z');
  const timing = (startedAt: string, confirmedAt: string | null = '2026-06-01T08:58:00.000Z') =>
    adjustmentTiming(
      { updatedPolicyVersions: [{ quote: null, startedAt }], effectiveAt: startedAt, confirmedAt },
      now,
    );

  it('says now for today, deferred for a later day and backdated for an earlier one', () => {
    expect(timing('2026-06-01T08:57:00.000Z')).toBe('now');
    // 00:00 London on 1 June (BST) is still the day it was confirmed on.
    expect(timing('2026-05-31T23:00:00.000Z')).toBe('now');
    expect(timing('2026-06-02T23:00:00.000Z')).toBe('deferred');
    expect(timing('2026-03-10T10:00:00.000Z')).toBe('backdated');
    expect(timing('2026-05-31T22:59:00.000Z', null)).toBe('backdated');
  });
});

describe('an agent’s effective date', () => {
  const policy = { inceptedAt: '2026-03-10T10:00:00.000Z', expiredAt: '2026-06-20T23:00:00.000Z' };
  const now = new Date('2026-06-01T09:00:00.000Z');

  it('backdates to the inception instant', () => {
    expect(effectiveDateAnswer({ choice: 'backdate-to-inception' }, policy, t, now)).toEqual({
      effectiveAt: '2026-03-10T10:00:00.000+00:00',
    });
  });

  it('refuses an other date by its rule, naming the policy’s dates', () => {
    expect(
      effectiveDateAnswer({ choice: 'other-date', otherDate: '2026-03-09' }, policy, t, now),
    ).toEqual({
      problem: expect.stringContaining('admin.effectiveDate.errors.beforeInception'),
    });
    const afterExpiry = effectiveDateAnswer(
      { choice: 'other-date', otherDate: '2026-06-25' },
      policy,
      t,
      now,
    );
    expect(afterExpiry).toEqual({ problem: expect.stringContaining('errors.afterExpiry') });
    expect(JSON.stringify(afterExpiry)).toContain('21 June 2026');
    expect(effectiveDateAnswer({ choice: 'sometime' }, policy, t, now)).toEqual({
      problem: 'admin.effectiveDate.errors.invalid',
    });
  });

  it('starts an other date at 00:00 London', () => {
    expect(
      effectiveDateAnswer({ choice: 'other-date', otherDate: '2026-06-05' }, policy, t, now),
    ).toEqual({
      effectiveAt: '2026-06-05T00:00:00.000+01:00',
    });
  });
});

describe('a section’s changes', () => {
  const policy = policyOf();
  const vehicleForm = formById('management.vehicle');

  it('sends only the answers that changed, as the section’s change type', () => {
    const data = policy.currentPolicyVersion?.data as Record<string, unknown>;
    const vehicle = { ...(data.vehicle as object), vrn: 'AB12 CDE' };
    expect(sectionAdjustment(policy, { id: 'vehicle' }, vehicleForm, { ...data, vehicle })).toEqual(
      {
        adjustmentType: 'MTA',
        policyId: 'PL1',
        changes: [
          {
            type: 'ASSET_DISCLOSURE_CHANGE',
            assetCode: 'a0',
            update: [{ path: 'vehicle', value: vehicle }],
          },
        ],
      },
    );
    expect(sectionAdjustment(policy, { id: 'vehicle' }, vehicleForm, data)).toBeNull();
  });
});
