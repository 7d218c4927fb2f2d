import { textOf } from './texts';

describe('textOf', () => {
  it('gives the en-GB text of a key with its placeholders filled', () => {
    expect(textOf('validation.unknownPath', { path: 'policyholder.colour' })).toBe(
      'There is no question at policyholder.colour.',
    );
  });

  it("reads the scheme's set first", () => {
    expect(textOf('rating.referral.noInsuranceGroup', {}, 'flex')).toContain('insurance group');
  });

  it('falls back to the key itself when no set has it, leaving unknown placeholders', () => {
    expect(textOf('no.such.key')).toBe('no.such.key');
    expect(textOf('validation.unknownPath')).toBe('There is no question at {{path}}.');
  });
});
