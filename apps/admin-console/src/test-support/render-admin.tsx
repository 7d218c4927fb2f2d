import type { AuthClient } from '@brand/app-shell';
import { fakeAuthClient, fakeFetch, renderShell } from '@brand/app-shell/testing';
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
    { client, route, agentWording: true },
  );
  return { ...rendered, store, storage };
}

/** A fetch answering `METHOD /path` from `routes` (404 else), as the platform would. */
export function fetchByPath(routes: Record<string, { status: number; body: unknown }>) {
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}`] ?? {
      status: 404,
      body: { title: 'Not Found', status: 404 },
    };
    return fakeFetch(answer.status, answer.body)(input, init);
  });
}

/** The demo agent as the sign-in server names them. */
export const AGENT_USER = { sub: 'user_agent', given_name: 'Alex', family_name: 'Agent' };

/** The agent's Auth0 client: signed in, with access:impersonate in their token. */
export function agentClient() {
  return fakeAuthClient(
    AGENT_USER,
    accessToken({ sub: AGENT_USER.sub, permissions: ['access:impersonate'] }),
  );
}
