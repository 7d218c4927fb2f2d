import { JourneyServicesBinding } from '@brand/journeys';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../app/store';
import { memoryStorage } from './memory-storage';

/**
 * The portal's store around pages rendered without App (under renderShell's ApiClientProvider),
 * its journey services bound to that provider's client as App binds them.
 */
export function PortalStore({ children }: { children: ReactNode }) {
  const [{ store, services }] = useState(() => makeStore(memoryStorage()));
  return (
    <Provider store={store}>
      <JourneyServicesBinding services={services}>{children}</JourneyServicesBinding>
    </Provider>
  );
}
