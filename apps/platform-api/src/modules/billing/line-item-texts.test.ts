import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translateKey } from '@brand/config';

/** Every platform source file (tests excluded): where ledger lines get their description keys. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

// A ledger line whose key has no text shows the key itself on the customer's billing tab.
describe("the billing tab's line item texts", () => {
  const sources = sourceFiles(join(__dirname, '../..')).map((file) => readFileSync(file, 'utf8'));
  const keys = new Set(
    sources.flatMap((source) =>
      [
        ...source.matchAll(
          /'billing\.lineItem\.(\w+)'|billing\.lineItem\.\$\{[^}]*\?\s*'(\w+)'\s*:\s*'(\w+)'\s*\}/g,
        ),
      ]
        .flatMap((match) => match.slice(1).filter(Boolean))
        .map((name) => `billing.lineItem.${name}`),
    ),
  );

  it('finds the keys the platform writes on ledger lines', () => {
    expect([...keys]).toEqual(
      expect.arrayContaining(['billing.lineItem.payment', 'billing.lineItem.refund']),
    );
    expect(keys).toContain('billing.lineItem.paymentReversal');
  });

  it.each([...keys].sort())('has an en-GB text for %s', (key) => {
    expect(translateKey(key, ['common'])).toEqual(expect.any(String));
  });
});
