import fc from 'fast-check';
import { POLICY_STATUSES, type PolicyStatus } from '../enums';
import {
  comparePolicies,
  POLICY_STATUS_SORT_ORDER,
  type SortablePolicy,
  sortPolicies,
} from './policy-sort';

const policy = (
  policyStatus: PolicyStatus,
  inceptedAt?: string | null,
  id = '',
): SortablePolicy & { id: string } => ({
  id,
  policyDetail: { policyStatus, inceptedAt },
});

describe('POLICY_STATUS_SORT_ORDER', () => {
  it('ranks every status once, live ones first', () => {
    expect([...POLICY_STATUS_SORT_ORDER].sort()).toEqual([...POLICY_STATUSES].sort());
    expect(POLICY_STATUS_SORT_ORDER.slice(0, 2)).toEqual(['ACTIVE', 'PENDING']);
  });
});

describe('sortPolicies', () => {
  it('sorts by status order first, whatever the inception', () => {
    const sorted = sortPolicies([
      policy('NTU', '2026-01-01'),
      policy('CANCELLED', '2026-01-01'),
      policy('PENDING', '2020-01-01'),
      policy('ACTIVE', '2019-01-01'),
      policy('LAPSED', '2026-01-01'),
    ]);
    expect(sorted.map((p) => p.policyDetail.policyStatus)).toEqual([
      'ACTIVE',
      'PENDING',
      'LAPSED',
      'CANCELLED',
      'NTU',
    ]);
  });

  it('puts the newest inception first within a status, by instant not by text', () => {
    const sorted = sortPolicies([
      policy('ACTIVE', '2025-03-01T00:00:00Z', 'old'),
      policy('ACTIVE', '2025-03-01T00:30:00+01:00', 'earlier-instant'),
      policy('ACTIVE', '2025-06-01', 'new'),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['new', 'old', 'earlier-instant']);
  });

  it('puts a missing or invalid inception last within its status', () => {
    const sorted = sortPolicies([
      policy('ACTIVE', null, 'none'),
      policy('ACTIVE', 'garbage', 'bad'),
      policy('ACTIVE', '2024-01-01', 'dated'),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['dated', 'none', 'bad']);
  });

  it('puts an unknown status after every known one', () => {
    const sorted = sortPolicies([
      policy('MYSTERY' as PolicyStatus, '2026-01-01', 'x'),
      policy('NTU', null, 'n'),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['n', 'x']);
  });

  it('returns a new array and leaves the input untouched', () => {
    const input = [policy('NTU', null, 'a'), policy('ACTIVE', null, 'b')];
    const sorted = sortPolicies(input);
    expect(sorted).not.toBe(input);
    expect(input.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('is stable: equal policies keep their input order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom(...POLICY_STATUSES),
            day: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
          }),
          { maxLength: 30 },
        ),
        (rows) => {
          const input = rows.map((row, i) =>
            policy(row.status, row.day === null ? null : `2025-01-0${row.day}`, String(i)),
          );
          const sorted = sortPolicies(input);
          for (let i = 1; i < sorted.length; i += 1) {
            const prev = sorted[i - 1] as (typeof input)[number];
            const next = sorted[i] as (typeof input)[number];
            const order = comparePolicies(prev, next);
            expect(order).toBeLessThanOrEqual(0);
            if (order === 0) expect(Number(prev.id)).toBeLessThan(Number(next.id));
          }
        },
      ),
    );
  });
});
