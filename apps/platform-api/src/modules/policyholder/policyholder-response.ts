import type { Static } from 'typebox';
import type { CustomerRecord } from '../customers';
import type { PolicyholderSchema } from './policyholder-schemas';

/** The policyholder as GET and PATCH /policyholder answer it. */
export function policyholderResponse(customer: CustomerRecord): Static<typeof PolicyholderSchema> {
  return {
    customerId: customer.id,
    name: { firstName: customer.firstName, lastName: customer.lastName },
    dateOfBirth: customer.dateOfBirth,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    marketingPreferences: customer.marketingPreferences,
    accountRegistered: customer.accountRegistered,
  };
}
