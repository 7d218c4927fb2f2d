// What the proposal screen's jsdom tests share: the fake platform (shared/fake-platform.ts), the
// screen rendered in the shell with the journeys' store, and a proposal as the platform sends it.
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { Route, Routes } from 'react-router';
import { quoteOf, renewalProposal } from '../../renewal/renewal-test-data';
import { JourneyStoreProvider } from '../../shared/store';
import type { Proposal } from '../quoteApi';
import { ProposalScreen } from './ProposalScreen';

export { type Answer, type Call, fakePlatform } from '../../shared/fake-platform';

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
