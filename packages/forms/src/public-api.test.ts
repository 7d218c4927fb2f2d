import * as forms from './index';

// The names other brand teams import from @brand/forms (the core, no React). A barrel that drops
// one breaks their build only at their next upgrade; this catches it here first.
describe('the public API of @brand/forms', () => {
  it.each([
    'validate',
    'buildSchema',
    'compiledSchema',
    'applyRule',
    'ruleScope',
    'inputShapeProblem',
    'ownFieldsOf',
    'evaluateCondition',
    'isInputVisible',
    'isInputReadOnly',
    'visibleInputs',
    'visibleItemInputs',
    'itemScope',
    'deepEqual',
    'isConditionKind',
    'checkFormDefinition',
    'formTranslationKeys',
    'interpolate',
    'getValue',
    'setValue',
    'unsetValue',
    'isBlank',
    'pruneHiddenValues',
    'watchedAnswers',
    'watchedAnswerChanged',
  ])('exports the function %s', (name) => {
    expect(typeof (forms as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the catalogues as data', () => {
    expect(forms.RULES).toEqual(expect.any(Object));
    expect(Object.keys(forms.RULE_MESSAGE_KEYS).length).toBeGreaterThan(0);
    expect(Object.values(forms.SHAPE_MESSAGE_KEYS)).toEqual(
      expect.arrayContaining(['validation.shape.unknownField']),
    );
    expect(forms.VALIDATION_MESSAGES_EN_GB).toEqual(expect.any(Object));
    expect(forms.FORM_INPUT_MESSAGES_EN_GB).toEqual(expect.any(Object));
    expect(typeof forms.ERROR_SUMMARY_MESSAGE_KEY).toBe('string');
    expect(forms.REQUIRED_FIELDS_BY_TYPE).toEqual(expect.any(Object));
  });

  it('exports everything its barrels name, none of them undefined', () => {
    const missing = Object.entries(forms)
      .filter(([, value]) => value === undefined)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
