import { getCustomerRecord, isApiClientError } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { useCallback } from 'react';
import { useAppDispatch } from '../app/store';
import { impersonate } from '../impersonation/impersonationSlice';

/** Why acting for a user id did not start. */
export type ActForFailure = 'notFound' | 'failed';

/**
 * Starts acting for a customer only once the platform has confirmed who they are: an unknown id
 * (or an agent's, or a visitor's) is a clear error and changes nothing, where the console used to
 * act for whatever was typed and then fail every call. The record's identity facts go to the
 * Admin view bar.
 */
export function useActFor(): (userId: string) => Promise<ActForFailure | null> {
  const api = useApiClient();
  const dispatch = useAppDispatch();
  return useCallback(
    async (raw: string) => {
      const userId = raw.trim();
      try {
        const record = await getCustomerRecord(api, { userId });
        dispatch(
          impersonate({
            userId: record.userId,
            customer: {
              firstName: record.firstName,
              lastName: record.lastName,
              dateOfBirth: record.dateOfBirth,
              postcode: record.postcode,
            },
          }),
        );
        return null;
      } catch (error) {
        return isApiClientError(error) && error.status === 404 ? 'notFound' : 'failed';
      }
    },
    [api, dispatch],
  );
}
