// What `npm start` shows until the platform app exists: the built @brand/domain answering the
// questions the apps will ask of it, so a newcomer sees the rules working from the real build.
import * as domain from '../../packages/domain/dist/index.js';

const examples = [
  ['normaliseUkPhone("07700 900123")', () => domain.normaliseUkPhone('07700 900123')],
  ['isValidUkPhone("+44 (0)20 7946 0958")', () => domain.isValidUkPhone('+44 (0)20 7946 0958')],
  ['normalisePostcode(" sw1a1aa ")', () => domain.normalisePostcode(' sw1a1aa ')],
  ['formatVrn("ab12-cde")', () => domain.formatVrn('ab12-cde')],
  ['isValidVrn("Q123 ABC")', () => domain.isValidVrn('Q123 ABC')],
  [
    'isValidOrderNumber("1234567", "MINIELEC12M2025Q4")',
    () => domain.isValidOrderNumber('1234567', 'MINIELEC12M2025Q4'),
  ],
  ['formatGBP(123456)', () => domain.formatGBP(123456)],
  ['policyTabs("CANCELLED", "SUBSCRIPTION")', () => domain.policyTabs('CANCELLED', 'SUBSCRIPTION')],
  ['directDebitCollectionEstimate(today)', () => domain.directDebitCollectionEstimate()],
];

for (const [call, fn] of examples) {
  console.log(`  ${call.padEnd(56)} -> ${JSON.stringify(fn())}`);
}
console.log(
  `\n@brand/domain exports ${Object.keys(domain).length} names; see packages/domain/README.md.`,
);
