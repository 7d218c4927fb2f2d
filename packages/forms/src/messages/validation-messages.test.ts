import { RULE_MESSAGE_KEYS } from '../rules/catalogue';
import { SHAPE_MESSAGE_KEYS } from '../rules/value-shape';
import { ERROR_SUMMARY_MESSAGE_KEY, VALIDATION_MESSAGES_EN_GB } from './validation-messages';

const messages: Record<string, string> = VALIDATION_MESSAGES_EN_GB;

describe('VALIDATION_MESSAGES_EN_GB', () => {
  const producible = [...RULE_MESSAGE_KEYS, ...SHAPE_MESSAGE_KEYS];

  it('has a text for every key a rule or a shape check can produce', () => {
    expect(producible.filter((key) => !(key in messages))).toEqual([]);
  });

  it('holds no key a rule or a shape check cannot produce, besides the summary', () => {
    const extra = Object.keys(messages).filter((key) => !producible.includes(key));
    expect(extra).toEqual([ERROR_SUMMARY_MESSAGE_KEY]);
  });

  it("keeps the spec's texts verbatim", () => {
    expect(messages[ERROR_SUMMARY_MESSAGE_KEY]).toBe(
      'Please review the {{count}} highlighted question(s) to continue.',
    );
    expect(messages['validation.required']).toBe('Please answer this question to continue.');
    expect(messages['validation.date.invalid']).toBe("This value doesn't look correct.");
    expect(messages['validation.date.future']).toBe("Sorry, this can't be in the future.");
    expect(messages['validation.phone']).toBe('Please enter a valid UK phone number.');
    expect(messages['validation.orderNumber']).toBe('Please enter a valid order number.');
    expect(messages['validation.onlyAccept.eligibility']).toBe(
      'Please confirm that you meet the eligibility criteria before proceeding.',
    );
    expect(messages['validation.retailerNumber.invalidFormat']).toBe(
      'Please confirm your retailer number.',
    );
    expect(messages['validation.retailerNumber.unknownRetailer']).toBe(
      'Could not find a retailer with that number.',
    );
  });

  it('uses i18next placeholders only, each a sentence ending in a full stop', () => {
    for (const text of Object.values(messages)) {
      expect(text.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
      expect(text).toMatch(/\.$/);
    }
  });
});
