import {
  type GetCustomerRecordResult,
  getCustomerRecord,
  isApiClientError,
} from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { useEffect, useState } from 'react';

/** A customer's record as it loads. */
export type CustomerRecordLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed' }
  | { status: 'loaded'; record: GetCustomerRecordResult };

/** Loads a customer's record (`GET /agent/customers/{userId}`, audited), again when the id changes. */
export function useCustomerRecord(userId: string): CustomerRecordLoad {
  const api = useApiClient();
  const [load, setLoad] = useState<CustomerRecordLoad>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getCustomerRecord(api, { userId }, { signal: controller.signal }).then(
      (record) => setLoad({ status: 'loaded', record }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          status: isApiClientError(error) && error.status === 404 ? 'notFound' : 'failed',
        });
      },
    );
    return () => controller.abort();
  }, [api, userId]);
  return load;
}
