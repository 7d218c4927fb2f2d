import { productConfigForScheme, type UploadsConfig } from '@brand/config';
import { assertOwner } from '../../http/access';
import type { Principal } from '../../http/principal';
import { notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { findPolicy, type PolicyRecord } from '../policy-records';

/** A policy the caller may upload to, with its product's upload settings. */
export type UploadTarget = { policy: PolicyRecord; uploads: UploadsConfig };

/**
 * The policy the caller sends documents for: their own, or the customer's an agent acts for.
 * Anyone else's policy answers 404, exactly as one that does not exist.
 */
export async function uploadTarget(
  context: PlatformContext,
  principal: Principal,
  policyId: string,
): Promise<UploadTarget> {
  const policy = await findPolicy(context.db, policyId);
  if (!policy) throw notFound('Policy');
  assertOwner(principal, policy.ownerUserId, 'Policy');
  return { policy, uploads: productConfigForScheme(policy.schemeCode).uploads };
}

/** The FileStorage prefix every upload's bytes live under, and nothing else's. */
export const UPLOAD_KEY_PREFIX = 'uploads/';

/** Where a staged or committed file's bytes live in the FileStorage. */
export function uploadFileKey(policyId: string, fileId: string): string {
  return `${UPLOAD_KEY_PREFIX}policies/${policyId}/${fileId}`;
}

/** True for PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
