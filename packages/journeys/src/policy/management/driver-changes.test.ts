import { completeDriver } from '../../shared/driver-test-data';
import {
  canAddDriverTo,
  driverProfilePageOf,
  driverSaveRequest,
  maxDriversOf,
  policyDriversOf,
} from './driver-changes';
import { policyWithDrivers } from './management-test-data';

const policyWith = (items: object[]) => policyWithDrivers(items);

describe('a policy’s drivers as changes', () => {
  it('takes the maximum from the product’s configuration', () => {
    const policy = policyWith([]);
    expect(maxDriversOf(policy)).toBe(4);
    const three = ['p1', 'p2', 'p3'].map((code) => completeDriver(code, 'Kim'));
    expect(canAddDriverTo(policy, policyDriversOf(policyWith(three)))).toBe(true);
    const four = [...three, completeDriver('p4', 'Kim')];
    expect(canAddDriverTo(policy, policyDriversOf(policyWith(four)))).toBe(false);
    expect(driverProfilePageOf(policyWith(four), null)).toEqual({ kind: 'toList' });
    expect(driverProfilePageOf(policyWith(four), 'p4')).toMatchObject({ kind: 'edit' });
    expect(driverProfilePageOf(policyWith(four), 'p9')).toEqual({ kind: 'toList' });
  });

  it('adds a new driver with the first free code as a create change of the whole list', () => {
    const policy = policyWith([completeDriver('p1', 'Sam'), completeDriver('p3', 'Alex')]);
    const { profileCode: _code, ...answers } = completeDriver('x', 'Robin');
    expect(driverSaveRequest(policy, null, answers)).toEqual({
      adjustmentType: 'MTA',
      policyId: 'PL1',
      changes: [
        {
          type: 'ADDITIONAL_PROFILE_CREATE_CHANGE',
          profileCode: 'p2',
          update: [
            {
              path: 'additionalDrivers',
              value: {
                answer: true,
                items: [
                  completeDriver('p1', 'Sam'),
                  completeDriver('p3', 'Alex'),
                  completeDriver('p2', 'Robin'),
                ],
              },
            },
          ],
        },
      ],
    });
  });

  it('asks nothing when an edit changes nothing', () => {
    const policy = policyWith([completeDriver('p1', 'Sam')]);
    expect(driverSaveRequest(policy, 'p1', completeDriver('p1', 'Sam'))).toBeNull();
  });
});
