import {
  type GetCustomerRecordResult,
  getCustomerBilling,
  getCustomerRecord,
  isApiClientError,
} from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import type { CustomerBilling } from '@brand/journeys/agent-billing';
import { useEffect, useState } from 'react';

/** The platform's code when a route's role is missing from the caller's token (403). */
export const ROLE_MISSING = 'role.missing';

/** A customer's billing view as it loads. */
export type CustomerBillingLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'roleMissing' }
  | { status: 'failed' }
  | { status: 'loaded'; record: GetCustomerRecordResult; billing: CustomerBilling };

function failureOf(error: unknown): CustomerBillingLoad {
  if (isApiClientError(error) && error.status === 403 && error.problem?.code === ROLE_MISSING) {
    return { status: 'roleMissing' };
  }
  return { status: isApiClientError(error) && error.status === 404 ? 'notFound' : 'failed' };
}

/**
 * Loads finance's billing view of a customer (`GET /agent/customers/{userId}/billing`) with their
 * record, whose identity names whose billing it is. The billing call goes first: refused for want
 * of the finance role (the role left the token after it was read), nothing else is asked.
 */
export function useCustomerBilling(userId: string): CustomerBillingLoad {
  const api = useApiClient();
  const [load, setLoad] = useState<CustomerBillingLoad>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal };
    setLoad({ status: 'loading' });
    (async () => {
      const billing = await getCustomerBilling(api, { userId }, options);
      const record = await getCustomerRecord(api, { userId }, options);
      return { status: 'loaded' as const, billing, record };
    })().then(setLoad, (error: unknown) => {
      if (!controller.signal.aborted) setLoad(failureOf(error));
    });
    return () => controller.abort();
  }, [api, userId]);
  return load;
}
