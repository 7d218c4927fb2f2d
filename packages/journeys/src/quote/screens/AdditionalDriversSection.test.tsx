import { screen, waitFor, within } from '@testing-library/react';
import { completeDriver } from '../../shared/driver-test-data';
import type { Proposal } from '../quoteApi';
import { fakePlatform, newProposal, renderProposal } from './proposal-screen-test-kit';

const driver = completeDriver;

const SECTION = '/flex/proposal/P1/disclosure/additional-drivers';

/** The platform holding a proposal with these drivers; PATCH stores what it is sent. */
function platformWith(items: object[] | null, overrides: Partial<Proposal> = {}) {
  let proposal: Proposal = newProposal({
    data: items === null ? {} : { additionalDrivers: { answer: items.length > 0, items } },
    ...overrides,
  });
  return fakePlatform({
    'GET /api/proposals/P1': () => ({ status: 200, body: proposal }),
    'PATCH /api/proposals/P1': (body) => {
      const { changes } = body as { changes: { path: string; value: unknown }[] };
      const data = { ...proposal.data };
      for (const change of changes) data[change.path] = change.value;
      proposal = { ...proposal, data };
      return { status: 200, body: proposal };
    },
  });
}

const patches = (calls: ReturnType<typeof fakePlatform>) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the additional drivers list', () => {
  it('shows each driver by name and relationship, with Edit and Remove named for them', async () => {
    platformWith([driver('p1', 'Alex'), driver('p3', 'Sam')]);
    renderProposal(SECTION);
    const list = await screen.findByRole('list', { name: 'Drivers you have added' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Alex ShahSpouse or partner'),
      expect.stringContaining('Sam ShahSpouse or partner'),
    ]);
    expect(within(list).getByRole('link', { name: 'Edit Sam Shah' })).toHaveAttribute(
      'href',
      `${SECTION}/profile/p3`,
    );
    expect(within(list).getByRole('button', { name: 'Remove Alex Shah' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add a driver' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Additional drivers' })).toHaveFocus();
  });

  it('hides the add button at four drivers and says why', async () => {
    platformWith(['p1', 'p2', 'p3', 'p4'].map((code) => driver(code, 'Kim')));
    renderProposal(SECTION);
    expect(await screen.findByText('You can add up to 4 additional drivers.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a driver' })).toBeNull();
  });

  it('answers "No other drivers" when there are none, then goes to the next section', async () => {
    // A proposal still being answered: the next section follows, unrated.
    const calls = platformWith(null, {
      status: 'INSUFFICIENT_ACCURACY',
      quote: null,
      missingSections: ['additional-drivers', 'claims-history'],
    });
    const { user } = renderProposal(SECTION);
    expect(await screen.findByText('You have not added any other drivers.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'No other drivers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims history' })).toBeVisible();
    expect(patches(calls)).toEqual([
      {
        changes: [{ path: 'additionalDrivers', value: { answer: false, items: [] } }],
      },
    ]);
  });

  it('saves the drivers on Save and continue: a quoted proposal is re-rated and shown', async () => {
    const calls = platformWith([driver('p2', 'Alex')]);
    const { user } = renderProposal(SECTION);
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your monthly price' }),
    ).toBeVisible();
    expect(patches(calls)).toEqual([
      {
        changes: [
          { path: 'additionalDrivers', value: { answer: true, items: [driver('p2', 'Alex')] } },
        ],
        applyRating: true,
      },
    ]);
  });

  it('removes a driver only once confirmed, the others keeping their codes', async () => {
    const calls = platformWith([driver('p1', 'Alex'), driver('p2', 'Sam')]);
    const { user } = renderProposal(SECTION);
    await user.click(await screen.findByRole('button', { name: 'Remove Alex Shah' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Alex Shah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep driver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Alex Shah' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Alex Shah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove driver' }));
    expect(await screen.findByText('Alex Shah has been removed.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Alex Shah' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Sam Shah' })).toBeVisible();
    expect(patches(calls)).toEqual([
      {
        changes: [
          { path: 'additionalDrivers', value: { answer: true, items: [driver('p2', 'Sam')] } },
        ],
        applyRating: true,
      },
    ]);
  });

  it('saves "no other drivers" when the last driver is removed', async () => {
    const calls = platformWith([driver('p1', 'Alex')]);
    const { user } = renderProposal(SECTION);
    await user.click(await screen.findByRole('button', { name: 'Remove Alex Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Alex Shah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove driver' }));
    expect(await screen.findByRole('button', { name: 'No other drivers' })).toBeVisible();
    expect(patches(calls)).toEqual([
      {
        changes: [{ path: 'additionalDrivers', value: { answer: false, items: [] } }],
        applyRating: true,
      },
    ]);
  });
});

describe('a driver’s profile pages', () => {
  it('edits a driver by its code and returns to the list', async () => {
    const calls = platformWith([driver('p1', 'Alex'), driver('p2', 'Sam')]);
    const { user } = renderProposal(`${SECTION}/profile/p2`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Edit Sam Shah' });
    expect(heading).toHaveFocus();
    const first = screen.getByLabelText(/First name/);
    expect(first).toHaveValue('Sam');
    await user.clear(first);
    await user.type(first, 'Samira');
    await user.click(screen.getByRole('button', { name: 'Save driver' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Additional drivers' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Samira Shah' })).toBeVisible();
    const [saved] = patches(calls) as { changes: { value: { items: object[] } }[] }[];
    expect(saved?.changes[0]?.value.items).toEqual([
      driver('p1', 'Alex'),
      { ...driver('p2', 'Samira') },
    ]);
  });

  it('adds nothing from an empty form: the error summary takes focus', async () => {
    const calls = platformWith([driver('p1', 'Alex')]);
    const { user } = renderProposal(`${SECTION}/profile`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a driver' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save driver' }));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toMatch(/Please review the \d+ highlighted/),
    );
    expect(patches(calls)).toEqual([]);
  });

  it.each([
    ['adding at the limit', '/profile', ['p1', 'p2', 'p3', 'p4']],
    ['an unknown driver', '/profile/p7', ['p1']],
  ])('goes back to the list for %s', async (_name, path, codes) => {
    platformWith(codes.map((code) => driver(code, 'Kim')));
    renderProposal(`${SECTION}${path}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Additional drivers' }),
    ).toBeVisible();
  });
});
