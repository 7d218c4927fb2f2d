// A brand team's server code, compiled against the published @brand/forms tarball: the engine
// validates a form definition without React.
import assert from 'node:assert/strict';
import { checkFormDefinition, type FormDefinition, validate } from '@brand/forms';

const contact: FormDefinition = {
  id: 'smoke.contact',
  inputs: [
    { name: 'email', type: 'email', validation: { required: true, email: true } },
    { name: 'phone', type: 'phoneNumber', validation: { required: true, phone: true } },
  ],
};
checkFormDefinition(contact);
assert.deepEqual(validate(contact, { email: 'a@example.co.uk', phone: '07700 900123' }), {});
assert.equal(validate(contact, { email: 'nope', phone: '' }).phone?.key, 'validation.required');
console.log('@brand/forms consumer: validate runs from the tarball');
