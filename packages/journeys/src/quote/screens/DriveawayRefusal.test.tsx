// The refusal of a second drive-away (spec 000 §4 step 4, issue 15 point 10): met early, when a
// section's save names a person who may not have another drive-away, or at the summary's verify
// step; either way the check's own message and ways on, with no two buttons of the same name.
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { JourneyStoreProvider } from '../../shared/store';
import {
  driveawayRefusalMessage,
  driveawayRefusalOfChecks,
  driveawayRefusalOfFailure,
} from '../driveaway-refusal';
import type { Proposal } from '../quoteApi';
import { ProductEntry } from './ProductEntry';
import { ProposalScreen } from './ProposalScreen';
import { type Answer, fakePlatform, newProposal } from './proposal-screen-test-kit';

const MAXIMUM =
  'You already have the maximum number of drive-away policies. Only one drive-away policy is allowed per customer.';
const PRIOR =
  'You have held drive-away cover before. Only one drive-away policy is allowed per customer.';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const proposal = newProposal({ schemeCode: 'BRAND-DRIVEAWAY' } as Partial<Proposal>);
/** The same proposal with no additional drivers: its section saves at once. */
const noDrivers = {
  ...proposal,
  data: { additionalDrivers: { answer: false, items: [] } },
} as Proposal;

function render(page: string, signedIn = true) {
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/flex" element={<h1>Flex entry</h1>} />
        <Route path="/driveaway/proposal/:proposalCode/*" element={<ProposalScreen />} />
      </Routes>
    </JourneyStoreProvider>,
    {
      client: fakeAuthClient(
        signedIn ? { sub: 'user_1', name: 'Jane', email: 'jane@brand.example' } : null,
      ),
      route: `/driveaway/proposal/P1${page}`,
    },
  );
}

/** The 409 a save answers for a person refused on `check`. */
const refusedOn = (check: string, detail: string): Answer => ({
  status: 409,
  body: {
    type: 'urn:brand:problem:conflict',
    title: 'That cannot be done in the current state.',
    status: 409,
    code: `proposal.${check}`,
    detail,
  },
});

function expectOwnButtonNames(dialog: HTMLElement) {
  const names = within(dialog)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual(
    expect.arrayContaining(['Close', 'Go to your policies', 'Get a flex quote']),
  );
}

describe('the drive-away refusal rules', () => {
  it('reads the check of an early 409 and of a verification, the maximum first', () => {
    expect(
      driveawayRefusalOfFailure({
        kind: 'UNEXPECTED',
        status: 409,
        code: 'proposal.driveawayPriorPolicies',
      }),
    ).toBe('driveawayPriorPolicies');
    expect(
      driveawayRefusalOfFailure({ kind: 'UNEXPECTED', status: 409, code: 'proposal.notQuoted' }),
    ).toBeNull();
    expect(driveawayRefusalOfFailure({ kind: 'UNEXPECTED', status: 400 })).toBeNull();
    expect(driveawayRefusalOfFailure(null)).toBeNull();
    expect(
      driveawayRefusalOfChecks([
        { check: 'driveawayPriorPolicies', result: 'CONSIDER' },
        { check: 'driveawayMaximumPolicies', result: 'CONSIDER' },
      ]),
    ).toBe('driveawayMaximumPolicies');
    expect(driveawayRefusalOfChecks([{ check: 'identity', result: 'CONSIDER' }])).toBeNull();
    expect(driveawayRefusalMessage('unknown')).toBe('errors.verificationFailed.default');
  });
});

describe('a second drive-away is refused as soon as a save names the person', () => {
  it('shows the prior-policy message in a dialog, not a "something went wrong" notice', async () => {
    fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: noDrivers },
      'PATCH /api/proposals/P1': refusedOn('driveawayPriorPolicies', PRIOR),
    });
    const { user } = render('/disclosure/additional-drivers');
    const save = await screen.findByRole('button', { name: 'No other drivers' });
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'We are unable to cover you.' });
    expect(dialog).toHaveTextContent(PRIOR);
    expect(dialog).toHaveTextContent('You can still insure your car with our flex cover');
    expectOwnButtonNames(dialog);
    expect(screen.queryByText('Sorry, something went wrong', { exact: false })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the button whose save was refused.
    await waitFor(() => expect(save).toHaveFocus());
  });

  it('offers a flex quote and the policies held', async () => {
    fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: noDrivers },
      'PATCH /api/proposals/P1': refusedOn('driveawayMaximumPolicies', MAXIMUM),
    });
    const { user } = render('/disclosure/additional-drivers');
    await user.click(await screen.findByRole('button', { name: 'No other drivers' }));
    const dialog = await screen.findByRole('dialog', { name: 'We are unable to cover you.' });
    expect(dialog).toHaveTextContent(MAXIMUM);
    await user.click(within(dialog).getByRole('button', { name: 'Get a flex quote' }));
    expect(await screen.findByRole('heading', { name: 'Flex entry' })).toBeInTheDocument();
  });
});

describe('the summary still refuses a second drive-away on verify', () => {
  it('shows the maximum message with its ways on', async () => {
    fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: proposal },
      'PUT /api/proposals/P1/verify': {
        status: 200,
        body: {
          isClear: false,
          checks: [
            { check: 'identity', result: 'CLEAR' },
            { check: 'driveawayMaximumPolicies', result: 'CONSIDER' },
            { check: 'driveawayPriorPolicies', result: 'CLEAR' },
          ],
        },
      },
    });
    const { user } = render('/summary');
    const terms = await screen.findByRole(
      'group',
      { name: /Please confirm each of these to continue/ },
      { timeout: 5000 },
    );
    for (const box of within(terms).getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: /Confirm/ }));
    const dialog = await screen.findByRole('dialog', { name: 'We are unable to cover you.' });
    expect(dialog).toHaveTextContent(MAXIMUM);
    expectOwnButtonNames(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Go to your policies' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});

describe('a signed-in customer is refused before the first question', () => {
  it('shows the refusal when the drive-away quote is started, with its ways on', async () => {
    const calls = fakePlatform({
      'POST /api/proposals': refusedOn('driveawayMaximumPolicies', MAXIMUM),
    });
    const { user } = renderShell(
      <JourneyStoreProvider>
        <Routes>
          <Route path="/driveaway" element={<ProductEntry product="driveaway" />} />
        </Routes>
      </JourneyStoreProvider>,
      {
        client: fakeAuthClient({ sub: 'user_1', name: 'Jane', email: 'jane@brand.example' }),
        route: '/driveaway',
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Start my quote' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are unable to cover you.' }),
    ).toBeVisible();
    const main = screen.getByRole('main');
    // Found, not got: the refusal's words may load on their own, after the heading.
    expect(await within(main).findByRole('button', { name: 'Go to your policies' })).toBeVisible();
    expect(main).toHaveTextContent(MAXIMUM);
    expect(within(main).getByRole('button', { name: 'Get a flex quote' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
