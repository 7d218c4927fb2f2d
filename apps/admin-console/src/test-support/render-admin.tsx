import type { AuthClient } from '@brand/app-shell';
import { renderShell } from '@brand/app-shell/testing';
import { JourneyServicesBinding } from '@brand/journeys';
import { Provider } from 'react-redux';
import type { Storage } from 'redux-persist';
import { AdminRoutes } from '../AdminRoutes';
import { type AppStore, makeStore } from '../app/store';
import { ImpersonatingApiClient } from '../impersonation/ImpersonatingApiClient';

/** A session storage stand-in kept in a Map, to see what the console persists. */
export function memoryStorage(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: async (key: string) => {
      items.delete(key);
    },
  };
}

/** A JWT (unsigned) with these claims: what the gate reads the permissions from. */
export function accessToken(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** What renderAdmin gives the test. */
export type RenderedAdmin = ReturnType<typeof renderShell> & {
  store: AppStore;
  storage: ReturnType<typeof memoryStorage>;
};

/** Renders the console's routes at `route` with its store on `storage`. */
export function renderAdmin(
  client: AuthClient,
  route = '/',
  storage = memoryStorage(),
): RenderedAdmin {
  const { store, services } = makeStore(storage);
  const rendered = renderShell(
    <Provider store={store}>
      <ImpersonatingApiClient>
        <JourneyServicesBinding services={services}>
          <AdminRoutes />
        </JourneyServicesBinding>
      </ImpersonatingApiClient>
    </Provider>,
    { client, route },
  );
  return { ...rendered, store, storage };
}
