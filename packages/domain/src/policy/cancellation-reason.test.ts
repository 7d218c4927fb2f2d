import { CANCELLATION_REASONS } from '../enums';
import {
  CANCELLATION_OTHER_TEXT_MAX_LENGTH,
  checkCancellationReason,
  decodeCancellationReason,
  encodeCancellationReason,
  isValidCancellationReason,
} from './cancellation-reason';

describe('encodeCancellationReason', () => {
  it('sends a plain reason as its code', () => {
    expect(encodeCancellationReason('Price')).toBe('Price');
    expect(encodeCancellationReason('SoldNR', 'ignored text')).toBe('SoldNR');
  });

  it('joins Other and its trimmed free text with the separator', () => {
    expect(encodeCancellationReason('Other', '  moved abroad ')).toBe('Other|moved abroad');
  });

  it('leaves plain Other when the free text is blank', () => {
    expect(encodeCancellationReason('Other', '   ')).toBe('Other');
    expect(encodeCancellationReason('Other')).toBe('Other');
  });
});

describe('decodeCancellationReason', () => {
  it('reads every plain reason code', () => {
    for (const reason of CANCELLATION_REASONS) {
      expect(decodeCancellationReason(reason)).toEqual({ reason });
    }
  });

  it('splits on the first separator, so free text may hold the separator', () => {
    expect(decodeCancellationReason('Other|a|b')).toEqual({ reason: 'Other', otherText: 'a|b' });
    expect(decodeCancellationReason(encodeCancellationReason('Other', 'x|y'))).toEqual({
      reason: 'Other',
      otherText: 'x|y',
    });
  });

  it('refuses unknown codes, free text on other reasons and non-strings', () => {
    expect(decodeCancellationReason('Bored')).toBeNull();
    expect(decodeCancellationReason('|Other')).toBeNull();
    expect(decodeCancellationReason('Price|too dear')).toBeNull();
    expect(decodeCancellationReason(null)).toBeNull();
  });
});

describe('checkCancellationReason', () => {
  it('accepts any known reason without text', () => {
    expect(checkCancellationReason({ reason: 'NotSuitable' })).toBeNull();
  });

  it('requires a known reason', () => {
    expect(checkCancellationReason({})).toBe('required');
    expect(checkCancellationReason({ reason: '' })).toBe('required');
    expect(checkCancellationReason({ reason: 'Bored' })).toBe('required');
    expect(checkCancellationReason(null)).toBe('required');
  });

  it('requires non-blank free text for Other', () => {
    expect(checkCancellationReason({ reason: 'Other' })).toBe('otherTextRequired');
    expect(checkCancellationReason({ reason: 'Other', otherText: ' \n ' })).toBe(
      'otherTextRequired',
    );
    expect(checkCancellationReason({ reason: 'Other', otherText: 7 })).toBe('otherTextRequired');
    expect(checkCancellationReason({ reason: 'Other', otherText: 'x' })).toBeNull();
  });

  it('limits the trimmed free text to the maximum length', () => {
    expect(CANCELLATION_OTHER_TEXT_MAX_LENGTH).toBe(500);
    const atLimit = ` ${'a'.repeat(CANCELLATION_OTHER_TEXT_MAX_LENGTH)} `;
    expect(checkCancellationReason({ reason: 'Other', otherText: atLimit })).toBeNull();
    expect(
      checkCancellationReason({
        reason: 'Other',
        otherText: 'a'.repeat(CANCELLATION_OTHER_TEXT_MAX_LENGTH + 1),
      }),
    ).toBe('otherTextTooLong');
  });
});

describe('isValidCancellationReason', () => {
  it('is true only when the check passes', () => {
    expect(isValidCancellationReason({ reason: 'Service' })).toBe(true);
    expect(isValidCancellationReason({ reason: 'Other' })).toBe(false);
    expect(isValidCancellationReason(undefined)).toBe(false);
  });
});
