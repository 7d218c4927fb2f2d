// What the proposal screen's jsdom tests share: a fake platform answering fetch by `METHOD /path`,
// the screen rendered in the shell with the journeys' store, and a proposal as the platform sends it.
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { Route, Routes } from 'react-router';
import { quoteOf, renewalProposal } from '../../renewal/renewal-test-data';
import { JourneyStoreProvider } from '../../shared/store';
import type { Proposal } from '../quoteApi';
import { ProposalScreen } from './ProposalScreen';

/** A platform answer. */
export type Answer = { status: number; body?: unknown };
/** A call the screen made. */
export type Call = { method: string; path: string; body: unknown };

/** Fakes fetch: answers `METHOD /path` from `routes` (a function gets the request body); 404 else. */
export function fakePlatform(routes: Record<string, Answer | ((body: unknown) => Answer)>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer = (typeof route === 'function' ? route(body) : route) ?? {
      status: 404,
      body: { title: 'Not found', status: 404 },
    };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status < 400,
      status: answer.status,
      headers: new Headers({
        'content-type': answer.status < 400 ? 'application/json' : 'application/problem+json',
      }),
      text: async () => text,
    } as unknown as Response;
  }) as unknown as typeof globalThis.fetch;
  return calls;
}

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane.customer@brand.example' };

/** A new flex proposal (code P1) as GET /proposals/P1 answers it; quoted unless overridden. */
export function newProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    ...renewalProposal({ kind: 'NEW', sourcePolicy: null }),
    proposalCode: 'P1',
    quote: quoteOf(5417),
    ...overrides,
  } as Proposal;
}

/** The proposal screen at `route` (under /flex/proposal/P1), signed in as a customer. */
export function renderProposal(route: string): ReturnType<typeof renderShell> {
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/flex/proposal/:proposalCode/*" element={<ProposalScreen />} />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(JANE), route },
  );
}
