import type { FormContext } from '../definition';
import { applyRule } from './apply-rule';
import { ruleScope } from './rule-scope';

const run = (
  rule: Parameters<typeof applyRule>[0],
  config: unknown,
  value: unknown,
  context: FormContext = {},
) => applyRule(rule, config, value, ruleScope({ name: 'q', type: 'text' }, context, {}));

describe('email', () => {
  it('accepts an address of the spec pattern and refuses a malformed one', () => {
    expect(run('email', true, 'jo@example.com')).toBeNull();
    expect(run('email', true, 'jo@example')).toEqual({ key: 'validation.email.invalid' });
    expect(run('email', true, 42)).toEqual({ key: 'validation.email.invalid' });
  });

  it('refuses a local part of 65 characters and accepts 64', () => {
    expect(run('email', true, `${'a'.repeat(64)}@example.com`)).toBeNull();
    expect(run('email', true, `${'a'.repeat(65)}@example.com`)).toEqual({
      key: 'validation.email.tooLong',
    });
  });

  it('refuses a blacklisted address, case-blind', () => {
    const config = { blacklist: '@mailinator\\.com$' };
    expect(run('email', config, 'jo@example.com')).toBeNull();
    expect(run('email', config, 'jo@Mailinator.com')).toEqual({
      key: 'validation.email.blacklisted',
    });
    expect(run('email', config, 'jo@')).toEqual({ key: 'validation.email.invalid' });
  });

  it('uses a configured pattern instead of the spec one', () => {
    const config = { pattern: '@brand\\.co\\.uk$', blacklist: '^test' };
    expect(run('email', config, 'jo@brand.co.uk')).toBeNull();
    expect(run('email', config, 'jo@example.com')).toEqual({ key: 'validation.email.invalid' });
    expect(run('email', config, 'test@brand.co.uk')).toEqual({
      key: 'validation.email.blacklisted',
    });
    expect(run('email', { pattern: '@' }, 'jo@x')).toBeNull();
  });
});

describe('name', () => {
  const check = (value: unknown, config: unknown = true) => run('name', config, value);

  it('accepts parts of 2 and 30 characters and refuses 1 and 31', () => {
    expect(check({ firstName: 'Jo', lastName: 'A'.repeat(30) })).toBeNull();
    expect(check({ firstName: 'J', lastName: 'Smith' })).toEqual({
      key: 'validation.name.tooShort',
      params: { min: 2, max: 30 },
    });
    expect(check({ firstName: 'Jo', lastName: 'A'.repeat(31) })).toEqual({
      key: 'validation.name.tooLong',
      params: { min: 2, max: 30 },
    });
  });

  it('takes configured limits, counting as the domain does (trimmed, one space inside)', () => {
    const config = { min: 3, max: 5 };
    expect(check({ firstName: 'Zoë', lastName: ' Ab  c ' }, config)).toBeNull();
    expect(check({ firstName: 'Jo', lastName: 'Smith' }, config)).toEqual({
      key: 'validation.name.tooShort',
      params: { min: 3, max: 5 },
    });
    expect(check({ firstName: 'Joe', lastName: 'Smiths' }, config)).not.toBeNull();
  });

  it('refuses characters names do not use, and non-text parts', () => {
    expect(check({ firstName: 'J0e', lastName: 'Smith' })).toEqual({
      key: 'validation.name.invalidCharacters',
    });
    expect(check({ firstName: 42, lastName: 'Smith' })).toEqual({
      key: 'validation.name.invalidCharacters',
    });
    expect(check({ firstName: "O'Neill", lastName: 'Smith-Jones' })).toBeNull();
  });

  it('leaves a missing part to required, and refuses a non-object', () => {
    expect(check({ firstName: '', lastName: 'Smith' })).toBeNull();
    expect(check('Jo Smith')).toEqual({ key: 'validation.invalid' });
  });
});

describe('phone', () => {
  it('accepts a UK mobile or landline stored with +44, and refuses others', () => {
    expect(run('phone', true, '+447700900123')).toBeNull();
    expect(run('phone', true, '+441632960123')).toBeNull();
    expect(run('phone', true, '07700 900123')).toBeNull();
    expect(run('phone', true, '+44770090012')).toEqual({ key: 'validation.phone' });
    expect(run('phone', true, '+4477009001234')).toEqual({ key: 'validation.phone' });
    expect(run('phone', true, '+33123456789')).toEqual({ key: 'validation.phone' });
    expect(run('phone', true, 7700900123)).toEqual({ key: 'validation.phone' });
  });

  it('applies a configured pattern after stripping the configured prefix', () => {
    const config = { prefix: '+353', pattern: '^8\\d{8}$' };
    expect(run('phone', config, '+353871234567')).toBeNull();
    expect(run('phone', config, '+35387123456')).toEqual({ key: 'validation.phone' });
  });
});

describe('postcode', () => {
  it('accepts a UK postcode in any case or spacing', () => {
    expect(run('postcode', true, 'sw1a1aa')).toBeNull();
    expect(run('postcode', true, 'SW1A 1AA ')).toBeNull();
    expect(run('postcode', true, 'SW1A')).toEqual({ key: 'validation.postcode' });
    expect(run('postcode', true, 12345)).toEqual({ key: 'validation.postcode' });
  });

  it("checks an address answer's postalCode, and leaves a missing one to required", () => {
    expect(run('postcode', true, { line1: '1 High St', postalCode: 'M1 1AE' })).toBeNull();
    expect(run('postcode', true, { line1: '1 High St', postalCode: '90210' })).toEqual({
      key: 'validation.postcode',
    });
    expect(run('postcode', true, { line1: '1 High St' })).toBeNull();
  });
});

describe('paymentToken', () => {
  it('accepts tok_ tokens only', () => {
    expect(run('paymentToken', true, 'tok_visa')).toBeNull();
    expect(run('paymentToken', true, 'tok_')).toEqual({ key: 'validation.paymentToken' });
    expect(run('paymentToken', true, 'pm_visa')).toEqual({ key: 'validation.paymentToken' });
  });
});
