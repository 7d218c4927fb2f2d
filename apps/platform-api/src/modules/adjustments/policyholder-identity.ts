import type { DisclosureAnswers } from '@brand/config';
import type { PolicyholderIdentity } from '../customers';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The name, date of birth and address a version's answers give the policyholder, or null when
 * they are incomplete (never written over the customer record half-known).
 */
export function policyholderIdentityOf(data: DisclosureAnswers): PolicyholderIdentity | null {
  const holder = data.policyholder;
  const firstName = text(holder?.name?.firstName);
  const lastName = text(holder?.name?.lastName);
  const dateOfBirth = text(holder?.dateOfBirth);
  if (firstName === null || lastName === null || dateOfBirth === null) return null;
  const address = holder?.address;
  return {
    firstName,
    lastName,
    dateOfBirth,
    address: address && typeof address === 'object' ? { ...address } : null,
  };
}
