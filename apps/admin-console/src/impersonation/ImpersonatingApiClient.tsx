import { ApiClientProvider } from '@brand/app-shell';
import type { ReactNode } from 'react';
import { useAppSelector } from '../app/store';
import { selectImpersonatedUserId } from './impersonationSlice';

/** Every API call names the impersonated customer from the store. */
export function ImpersonatingApiClient({ children }: { children: ReactNode }) {
  const userId = useAppSelector(selectImpersonatedUserId);
  return <ApiClientProvider impersonatedUserId={userId}>{children}</ApiClientProvider>;
}
