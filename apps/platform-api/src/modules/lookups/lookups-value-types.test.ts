import type { StoredVehicleValue } from '@brand/config';
import type { Address, AddressSearchResult, LookupItem } from '@brand/forms';
import type { Static } from 'typebox';
import type {
  AddressSchema,
  AddressSearchResultSchema,
  LookupEntrySchema,
  VehicleByVrnSchema,
  VehicleSpecificationSchema,
} from './lookups-schemas';

// Compile-time checks (the typecheck fails when a `true` below is not): what the lookups answer
// is the value the forms store, so the generated client's types fit the form's inputs uncast.
type Fits<From, To> = [From] extends [To] ? true : false;
type Same<A, B> = [Fits<A, B>, Fits<B, A>] extends [true, true] ? true : false;

type StoredSpecification = StoredVehicleValue['specification'];

const checks: Record<string, true> = {
  'an address is the shared Address': true satisfies Same<Static<typeof AddressSchema>, Address>,
  'a search result is the shared AddressSearchResult': true satisfies Same<
    Static<typeof AddressSearchResultSchema>,
    AddressSearchResult
  >,
  'a lookup entry is a LookupItem': true satisfies Fits<
    Static<typeof LookupEntrySchema>,
    LookupItem
  >,
  'a specification is what the vehicle answer stores': true satisfies Fits<
    Static<typeof VehicleSpecificationSchema>,
    StoredSpecification
  >,
  'a specification found by registration too': true satisfies Fits<
    Static<typeof VehicleByVrnSchema>,
    StoredSpecification
  >,
};

describe('the lookups schemas', () => {
  it('answer the shared value types (checked when the platform is type-checked)', () => {
    expect(Object.values(checks).every(Boolean)).toBe(true);
  });
});
