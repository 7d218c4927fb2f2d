// A brand team's server code, compiled against the published @brand/config tarball: the brand's
// retrieve form is validated exactly as the portal validates it.
import assert from 'node:assert/strict';
import { formById, retailerExists, translateKey } from '@brand/config';
import { validate } from '@brand/forms';

const retrieve = formById('retrieve');
const errors = validate(retrieve, {});
assert.ok(Object.keys(errors).length > 0, 'an empty retrieve form has errors');
assert.equal(typeof retailerExists('00000'), 'boolean');
assert.equal(typeof translateKey, 'function');
console.log('@brand/config consumer: the brand forms load and validate from the tarball');
