import { defaultTranslate, interpolate, translateError, translateErrors } from './translate';

describe('translation', () => {
  it('fills {{placeholders}} and leaves unknown ones', () => {
    expect(interpolate('{{count}} of {{ total }}', { count: 1, total: 2 })).toBe('1 of 2');
    expect(interpolate('{{missing}}')).toBe('{{missing}}');
  });

  it('reads the validation, machine and binding messages, else gives the key', () => {
    expect(defaultTranslate('validation.required')).toBe(
      'Please answer this question to continue.',
    );
    expect(defaultTranslate('validation.summary', { count: 3 })).toBe(
      'Please review the 3 highlighted question(s) to continue.',
    );
    expect(defaultTranslate('forms.vehicle.noModelsForYear', { year: 2001 })).toBe(
      "Sorry, we couldn't find any models for 2001.",
    );
    expect(defaultTranslate('forms.readOnly.why')).toBe("Why can't I change this?");
    expect(defaultTranslate('my.own.label')).toBe('my.own.label');
  });

  it('translates field errors with their params', () => {
    const t = (key: string, params?: Record<string, unknown>) =>
      `${key}${JSON.stringify(params ?? {})}`;
    expect(translateError({ key: 'a', params: { n: 1 } }, t)).toBe('a{"n":1}');
    expect(translateErrors({ x: { key: 'b' } }, t)).toEqual({ x: 'b{}' });
  });
});
