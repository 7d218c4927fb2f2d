import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { completeDriver } from '../../shared/driver-test-data';
import { type Call, fakePlatform } from '../../shared/fake-platform';
import { JourneyStoreProvider } from '../../shared/store';
import { PolicyScreen } from '../PolicyScreen';
import { adjustmentOf, policyWithDrivers } from './management-test-data';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  sessionStorage.clear();
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };
const SECTION = '/flex/policy/PL1/management/section/drivers';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Address">{pathname}</output>;
}

const address = () => screen.getByRole('status', { name: 'Address' });

function renderAt(route: string, drivers: object[], routes = {}) {
  const calls = fakePlatform({
    'GET /api/policies/PL1': { status: 200, body: policyWithDrivers(drivers) },
    ...routes,
  });
  const rendered = renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/flex/policy/:policyId/*" element={<PolicyScreen product="flex" />} />
      </Routes>
      <Where />
    </JourneyStoreProvider>,
    { client: fakeAuthClient(JANE), route },
  );
  return { ...rendered, calls };
}

const created = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/policyAdjustments');

/** The review's Was and Now cells of the drivers' row. */
function driversRowCells() {
  const table = screen.getByRole('table', { name: 'What’s changing' });
  const row = within(table).getByRole('row', { name: /Additional drivers/ });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

const unnamed = { ...completeDriver('p2', ''), name: { firstName: 'Robin', lastName: '' } };

describe('a policy’s drivers', () => {
  it('lists the drivers by name, "No name" for one without, each with its edit page, and offers to add one', async () => {
    renderAt(SECTION, [completeDriver('p1', 'Sam'), unnamed]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Additional drivers' }),
    ).toBeVisible();
    const list = screen.getByRole('region', { name: 'Drivers on your policy' });
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Sam Shah', 'No name']);
    expect(within(list).getByRole('link', { name: 'Edit Sam Shah' })).toHaveAttribute(
      'href',
      `${SECTION}/profile/p1`,
    );
    expect(within(list).getByRole('link', { name: 'Edit No name' })).toHaveAttribute(
      'href',
      `${SECTION}/profile/p2`,
    );
    expect(screen.getByRole('link', { name: 'Add a driver' })).toHaveAttribute(
      'href',
      `${SECTION}/profile`,
    );
  });

  it('at the product’s maximum of 4 offers no add and says why; a typed add address goes to the list', async () => {
    const four = ['p1', 'p2', 'p3', 'p4'].map((code) => completeDriver(code, 'Kim'));
    renderAt(`${SECTION}/profile`, four);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Additional drivers' }),
    ).toBeVisible();
    expect(address()).toHaveTextContent(SECTION);
    expect(screen.queryByRole('link', { name: 'Add a driver' })).toBeNull();
    expect(
      screen.getByText(
        'Your policy names 4 additional drivers, the most it allows. To add someone, remove a driver first.',
      ),
    ).toBeVisible();
  });

  it('sends an unknown driver’s address to the list', async () => {
    renderAt(`${SECTION}/profile/p9`, [completeDriver('p1', 'Sam')]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Additional drivers' }),
    ).toBeVisible();
    expect(address()).toHaveTextContent(SECTION);
  });

  it('edits a driver as one change to the drivers, reviewed old beside new', async () => {
    const sam = completeDriver('p1', 'Sam');
    const samira = completeDriver('p1', 'Samira');
    const review = adjustmentOf({
      changes: [
        {
          type: 'ADDITIONAL_PROFILE_DISCLOSURE_CHANGE',
          profileCode: 'p1',
          update: [{ path: 'additionalDrivers', value: { answer: true, items: [samira] } }],
        },
      ],
    });
    const { user, calls } = renderAt(`${SECTION}/profile/p1`, [sam], {
      'POST /api/policyAdjustments': { status: 201, body: review },
      'GET /api/policyAdjustments/ADJ1': { status: 200, body: review },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Sam Shah' });
    // Nothing changed: nothing is priced.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('You haven’t changed anything. Change an answer, then continue.'),
    ).toBeVisible();
    expect(created(calls)).toEqual([]);

    const first = screen.getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, 'Samira');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your changes' });
    expect(address()).toHaveTextContent(`${SECTION}/adjustment/ADJ1`);
    expect(created(calls).map((call) => call.body)).toEqual([
      {
        adjustmentType: 'MTA',
        policyId: 'PL1',
        changes: [
          {
            type: 'ADDITIONAL_PROFILE_DISCLOSURE_CHANGE',
            profileCode: 'p1',
            update: [{ path: 'additionalDrivers', value: { answer: true, items: [samira] } }],
          },
        ],
      },
    ]);
    expect(driversRowCells()).toEqual(['Was: Sam Shah', 'Now: Samira Shah']);
  });

  it('removes a driver from their page as a REMOVE_PROFILE change, reviewed with who stays', async () => {
    const removal = adjustmentOf({ changes: [{ type: 'REMOVE_PROFILE', profileCode: 'p2' }] });
    const { user, calls } = renderAt(
      `${SECTION}/profile/p2`,
      [completeDriver('p1', 'Sam'), completeDriver('p2', 'Alex')],
      {
        'POST /api/policyAdjustments': { status: 201, body: removal },
        'GET /api/policyAdjustments/ADJ1': { status: 200, body: removal },
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Edit Alex Shah' });
    await user.click(screen.getByRole('button', { name: 'Remove Alex Shah' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your changes' });
    expect(created(calls).map((call) => call.body)).toEqual([
      {
        adjustmentType: 'MTA',
        policyId: 'PL1',
        changes: [{ type: 'REMOVE_PROFILE', profileCode: 'p2' }],
      },
    ]);
    expect(driversRowCells()).toEqual(['Was: Sam Shah, Alex Shah', 'Now: Sam Shah']);
  });

  it('adds nothing from an empty form: the form says what is missing', async () => {
    const { user, calls } = renderAt(`${SECTION}/profile`, [completeDriver('p1', 'Sam')]);
    await screen.findByRole('heading', { level: 1, name: 'Add a driver' });
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Please review the \d+ highlighted/)).toBeVisible();
    expect(created(calls)).toEqual([]);
  });
});
