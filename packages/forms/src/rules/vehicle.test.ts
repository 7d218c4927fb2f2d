import type { RegistrationFormat } from '@brand/domain';
import type { FormContext } from '../definition';
import { applyRule } from './apply-rule';
import { ruleScope } from './rule-scope';

const run = (
  rule: 'vehicleRegistration' | 'vehicleTabs',
  config: unknown,
  value: unknown,
  context: FormContext = {},
) => applyRule(rule, config, value, ruleScope({ name: 'q', type: 'vehicleTabs' }, context, {}));

const DIGITS_ONLY: RegistrationFormat = {
  divider: '-',
  complete: [{ name: 'digits', pattern: /^(\d{3})(\d{3})$/ }],
  incomplete: /^\d{0,6}$/,
};

describe('vehicleRegistration', () => {
  it('accepts UK formats however typed, and refuses other text', () => {
    expect(run('vehicleRegistration', true, 'ab12 cde')).toBeNull();
    expect(run('vehicleRegistration', true, 'AB12-CDE')).toBeNull();
    expect(run('vehicleRegistration', true, 'AB12CDEF')).toEqual({
      key: 'validation.vehicleRegistration.invalidFormat',
    });
    expect(run('vehicleRegistration', true, ' - ')).toEqual({
      key: 'validation.vehicleRegistration.invalidFormat',
    });
    expect(run('vehicleRegistration', true, 12)).toEqual({
      key: 'validation.vehicleRegistration.invalidFormat',
    });
  });

  it('refuses a Q plate with its own message', () => {
    expect(run('vehicleRegistration', true, 'Q123 ABC')).toEqual({
      key: 'validation.vehicleRegistration.qPlate',
    });
  });

  it("uses the rule's format, else the context's", () => {
    expect(run('vehicleRegistration', { format: DIGITS_ONLY }, '123456')).toBeNull();
    expect(
      run('vehicleRegistration', true, '123456', { registrationFormat: DIGITS_ONLY }),
    ).toBeNull();
    expect(
      run('vehicleRegistration', true, 'AB12CDE', { registrationFormat: DIGITS_ONLY }),
    ).not.toBeNull();
  });
});

describe('vehicleTabs', () => {
  const vehicle = {
    specification: { vehicleCode: 'V1', make: 'MINI' },
    regLookup: true,
    vrn: 'AB12CDE',
  };

  it('accepts a confirmed vehicle', () => {
    expect(run('vehicleTabs', true, vehicle)).toBeNull();
    expect(run('vehicleTabs', { vrnRequired: true }, vehicle)).toBeNull();
  });

  it('needs a specification with a vehicle code', () => {
    const key = 'validation.vehicleTabs.specification';
    expect(run('vehicleTabs', true, { ...vehicle, specification: { make: 'MINI' } })).toEqual({
      key,
    });
    expect(run('vehicleTabs', true, { ...vehicle, specification: 'MINI' })).toEqual({ key });
    expect(run('vehicleTabs', true, 'MINI')).toEqual({ key });
  });

  it('needs a boolean lookup flag', () => {
    expect(run('vehicleTabs', true, { ...vehicle, regLookup: 'yes' })).toEqual({
      key: 'validation.vehicleTabs.regLookup',
    });
    expect(run('vehicleTabs', true, { ...vehicle, regLookup: false })).toBeNull();
  });

  it('needs a valid registration only when vrnRequired', () => {
    const noVrn = { ...vehicle, vrn: '' };
    expect(run('vehicleTabs', true, noVrn)).toBeNull();
    expect(run('vehicleTabs', { vrnRequired: true }, noVrn)).toEqual({
      key: 'validation.vehicleTabs.vrn',
    });
    expect(run('vehicleTabs', { vrnRequired: true }, { ...vehicle, vrn: 'Q123ABC' })).toEqual({
      key: 'validation.vehicleRegistration.qPlate',
    });
  });
});
