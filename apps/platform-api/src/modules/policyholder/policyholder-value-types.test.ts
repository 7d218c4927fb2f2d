import type { PersonName } from '@brand/config';
import type { Address } from '@brand/forms';
import type { Static } from 'typebox';
import type { PolicyholderAddressSchema, PolicyholderNameSchema } from './policyholder-schemas';

// Compile-time checks (the typecheck fails when a `true` below is not): the policyholder's name
// and address are the values the forms store. Every line of the address is optional on the wire
// (the settings form decides what is required), so any stored Address is a valid one.
type Fits<From, To> = [From] extends [To] ? true : false;
type Same<A, B> = [Fits<A, B>, Fits<B, A>] extends [true, true] ? true : false;

const checks: Record<string, true> = {
  'a name is the shared PersonName': true satisfies Same<
    Static<typeof PolicyholderNameSchema>,
    PersonName
  >,
  'a stored address is a policyholder address': true satisfies Fits<
    Address,
    Static<typeof PolicyholderAddressSchema>
  >,
  'a policyholder address has only Address fields': true satisfies Fits<
    Static<typeof PolicyholderAddressSchema>,
    Partial<Address>
  >,
};

describe('the policyholder schemas', () => {
  it('hold the shared value types (checked when the platform is type-checked)', () => {
    expect(Object.values(checks).every(Boolean)).toBe(true);
  });
});
