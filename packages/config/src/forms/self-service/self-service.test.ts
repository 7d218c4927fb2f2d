import { validate, visibleInputs } from '@brand/forms';
import { coolingOffCancellationForm, standardCancellationForm } from './cancellation';
import { feedbackForm } from './feedback';
import { paymentDayForm } from './payment-day';
import { uploadForm } from './upload';

const context = { now: '2025-06-15T12:00:00Z' };

describe('cancellation', () => {
  it('asks for free text only with the Other reason', () => {
    const names = (reason: string) =>
      visibleInputs(coolingOffCancellationForm, { reason }, context).map((input) => input.name);
    expect(names('Price')).toEqual(['reason']);
    expect(names('Other')).toEqual(['reason', 'otherReason']);
  });

  it('needs the Other text, up to 500 characters', () => {
    const errors = (otherReason?: string) =>
      validate(coolingOffCancellationForm, { reason: 'Other', otherReason }, context);
    expect(errors().otherReason?.key).toBe('validation.required');
    expect(errors('x'.repeat(500))).toEqual({});
    expect(errors('x'.repeat(501)).otherReason).toBeDefined();
  });

  it('needs a reason, and under a standard rule a date from today', () => {
    expect(validate(coolingOffCancellationForm, {}, context).reason).toBeDefined();
    const standard = (effectiveAt: string) =>
      validate(standardCancellationForm, { reason: 'Price', effectiveAt }, context);
    expect(standard('2025-06-15')).toEqual({});
    expect(standard('2025-06-14').effectiveAt).toBeDefined();
  });
});

describe('feedback', () => {
  it('takes a rating from 1 to 10 in 5 columns, the comment being optional', () => {
    const errors = (rating: number) => validate(feedbackForm, { rating }, context);
    expect(errors(0).rating).toBeDefined();
    expect(errors(1)).toEqual({});
    expect(errors(10)).toEqual({});
    expect(errors(11).rating).toBeDefined();
    expect(validate(feedbackForm, {}, context).rating?.key).toBe('validation.required');
    expect(feedbackForm.inputs[0]?.meta?.columns).toBe(5);
  });
});

describe('payment day', () => {
  it('takes days 1 to 28', () => {
    const errors = (paymentDay: number) => validate(paymentDayForm, { paymentDay }, context);
    expect(errors(0).paymentDay).toBeDefined();
    expect(errors(1)).toEqual({});
    expect(errors(28)).toEqual({});
    expect(errors(29).paymentDay).toBeDefined();
  });
});

describe('upload', () => {
  it('carries the file names in a hidden required input filled by the drop zone', () => {
    const files = uploadForm.inputs.find((input) => input.name === 'fileNames');
    expect(files).toMatchObject({ type: 'hidden', validation: { required: true } });
    expect(files?.hidden).toBeUndefined();
    expect(validate(uploadForm, { fileNames: ['licence.pdf'] }, context)).toEqual({});
  });
  it('needs at least one file', () => {
    expect(validate(uploadForm, { fileNames: [] }, context)).toEqual({
      fileNames: { key: 'validation.required' },
    });
  });
});
