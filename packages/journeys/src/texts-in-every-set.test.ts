import { translations } from '@brand/config';
import { keysIn, keysUnder, missingKeys } from './shared/text-keys-test-kit';

const SETS = translations['en-GB'];
const TOPS = new Set(Object.values(SETS).flatMap((set) => Object.keys(set)));

/**
 * Keys only some schemes' screens read, each checked in those schemes' sets: a scheme's name and
 * card line (read from each scheme's set by name), and what only drive-away shows — its upgrade
 * offer and the refusal of a second drive-away (its product entry and About you).
 */
const READ_ONLY_IN = {
  product: ['monthly', 'fiveDay'],
  'product.upgrade': ['fiveDay'],
  'errors.verificationFailed.maxDriveAwayPolicies': ['fiveDay'],
  'errors.verificationFailed.priorPolicies': ['fiveDay'],
  'errors.verificationFailed.actions': ['fiveDay'],
  'errors.verificationFailed.alternatives': ['fiveDay'],
} as const;

describe('every text a journey screen reads', () => {
  it('is in each of the three text sets (common, monthly, 5-day), each read with common under it', () => {
    const uses = keysUnder(__dirname, TOPS);
    // The scan finds the screens' keys (a broken scan would find none and pass).
    expect(uses.length).toBeGreaterThan(300);
    expect(uses.map((use) => use.key)).toContain('journeys.loadFailed.title');
    const missing = missingKeys(uses, SETS, SETS.common, READ_ONLY_IN).map(
      ({ set, file, key }) => `${set}: ${key} (${file})`,
    );
    expect(missing).toEqual([]);
  });

  it('fails on a key a set lacks', () => {
    // A computed key, as a screen writes it: t(`errors.kinds.${kind}.noSuchPart`).
    const computed = `errors.kinds.\${kind}.noSuchPart`;
    const source = `t('journeys.noSuchText'); t(\`${computed}\`);`;
    const uses = keysIn('Screen.tsx', source, TOPS);
    expect(missingKeys(uses, SETS, SETS.common).map(({ set, key }) => `${set}: ${key}`)).toEqual([
      'common: journeys.noSuchText',
      `common: ${computed}`,
      'monthly: journeys.noSuchText',
      `monthly: ${computed}`,
      'fiveDay: journeys.noSuchText',
      `fiveDay: ${computed}`,
    ]);
  });

  it('fails on a key only one scheme’s set has, read where the others are', () => {
    const uses = keysIn('Screen.tsx', "t('product.upgrade.title')", TOPS);
    expect(missingKeys(uses, SETS, SETS.common).map(({ set }) => set)).toEqual([
      'common',
      'monthly',
    ]);
    // Read only on drive-away's screens, it is found.
    expect(missingKeys(uses, SETS, SETS.common, READ_ONLY_IN)).toEqual([]);
  });

  it('checks a scheme-only key in the sets its screens read', () => {
    const uses = keysIn('Screen.tsx', "t('product.noSuchText')", TOPS);
    expect(missingKeys(uses, SETS, SETS.common, READ_ONLY_IN).map(({ set }) => set)).toEqual([
      'monthly',
      'fiveDay',
    ]);
  });

  it('reads no key from comments', () => {
    const source = "// the platform code `proposal.paymentRequired`\n/* t('journeys.x') */";
    expect(keysIn('Screen.tsx', source, TOPS)).toEqual([]);
  });
});
