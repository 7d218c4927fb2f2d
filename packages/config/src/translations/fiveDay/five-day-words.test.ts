// Drive-away's words tell the truth about the product (issue 15 point 13): the cover lasts the
// domain's 5 days, and a voluntary excess, which drive-away does not offer, is never mentioned.
import { COVER_TERMS, VOLUNTARY_EXCESS_OPTIONS_BY_SCHEME } from '@brand/domain';
import { findTranslation, translationKeys } from '../translation-keys';
import { translations } from '../translations';

const FIVE_DAY = translations['en-GB'].fiveDay;
const COMMON = translations['en-GB'].common;
const DAYS = `${COVER_TERMS.driveaway.length} days`;

/** The text a drive-away screen shows for a key: the 5-day set's, else the common one. */
function driveawayText(key: string): string | undefined {
  return findTranslation(FIVE_DAY, key) ?? findTranslation(COMMON, key);
}

describe('drive-away wording', () => {
  it('is built on a 5-day term with no voluntary excess', () => {
    expect(COVER_TERMS.driveaway).toEqual({ unit: 'days', length: 5 });
    expect(VOLUNTARY_EXCESS_OPTIONS_BY_SCHEME.driveaway).toHaveLength(0);
  });

  it('says how long the cover lasts where it is sold and started', () => {
    for (const key of [
      'product.tagline',
      'product.summary',
      'product.card.description',
      'product.upgrade.body',
      'forms.disclosure.beforeWeBegin.description',
      'quote.excess.description',
    ]) {
      expect(driveawayText(key)).toContain(DAYS);
    }
  });

  it('never calls it vaguely "short-term"', () => {
    for (const key of translationKeys(FIVE_DAY)) {
      expect(findTranslation(FIVE_DAY, key)).not.toMatch(/short[- ]term/i);
    }
  });

  it('never mentions a voluntary excess on the quote, which drive-away does not offer', () => {
    expect(driveawayText('quote.excess.description')).not.toMatch(/voluntary/i);
    for (const key of translationKeys(FIVE_DAY)) {
      expect(findTranslation(FIVE_DAY, key)).not.toMatch(/voluntary excess/i);
    }
  });

  it('names no other length of cover', () => {
    for (const key of translationKeys(FIVE_DAY)) {
      const text = findTranslation(FIVE_DAY, key) ?? '';
      for (const [, count] of text.matchAll(/\b(\d+)[- ]day/g)) {
        expect(Number(count)).toBe(COVER_TERMS.driveaway.length);
      }
    }
  });
});
