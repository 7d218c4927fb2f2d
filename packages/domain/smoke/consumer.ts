// Another brand team's code, compiled against the published @brand/domain tarball.
import assert from 'node:assert/strict';
import { formatGBP, isValidUkPhone, normaliseUkPhone, penceToPounds } from '@brand/domain';

assert.equal(isValidUkPhone('07700 900123'), true);
assert.equal(isValidUkPhone('12345'), false);
assert.equal(normaliseUkPhone('+44 (0)20 7946 0958'), '+442079460958');
assert.equal(penceToPounds(1999), 19.99);
assert.equal(formatGBP(123456), '£1,234.56');
console.log('@brand/domain consumer: isValidUkPhone and friends work from the tarball');
