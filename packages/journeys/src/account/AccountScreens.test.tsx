import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakePlatform } from '../shared/fake-platform';
import { JourneyStoreProvider } from '../shared/store';
import { AccountSettingScreen } from './AccountSettingScreen';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import type { Policyholder } from './account-settings';

const RECORD: Policyholder = {
  customerId: 'CUS1',
  name: { firstName: 'Jane', lastName: 'Smith' },
  dateOfBirth: '1985-03-27',
  email: 'jane@example.com',
  phone: '+447700900123',
  address: { line1: '1 High Street', city: 'Oxford', postalCode: 'OX4 1HP' },
  marketingPreferences: { email: true, phone: false, sms: false },
  accountRegistered: true,
};

const JANE = { sub: 'user_1', name: 'Jane Smith', email: 'jane@example.com' };

function renderAccount(route: string, user: typeof JANE | null = JANE, isAdmin = false) {
  const client = fakeAuthClient(user);
  const rendered = renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/account" element={<AccountSettingsScreen />} />
        <Route path="/account/:name" element={<AccountSettingScreen isAdmin={isAdmin} />} />
      </Routes>
    </JourneyStoreProvider>,
    { client, route },
  );
  return { ...rendered, client };
}

describe('AccountSettingsScreen', () => {
  it('lists every setting with its value and a link to its page', async () => {
    fakePlatform({ 'GET /api/policyholder': { status: 200, body: RECORD } });
    renderAccount('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    for (const text of ['Jane Smith', 'jane@example.com', '+447700900123', 'Email']) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.getByText('1 High Street, Oxford, OX4 1HP')).toBeVisible();
    const links = screen.getAllByRole('link', { name: /Change/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/account/name',
      '/account/email',
      '/account/phone',
      '/account/address',
      '/account/marketing-preferences',
    ]);
  });

  it('sends a visitor to sign in, back to the account page afterwards', async () => {
    const calls = fakePlatform({});
    const { client } = renderAccount('/account', null);
    await waitFor(() =>
      expect(client.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/account' } }),
    );
    expect(calls).toEqual([]);
  });

  it('says so when the customer has no policyholder record yet (404)', async () => {
    fakePlatform({});
    renderAccount('/account');
    expect(await screen.findByText('We don’t hold your details yet')).toBeVisible();
  });

  it('says the page could not load on any other failure', async () => {
    fakePlatform({
      'GET /api/policyholder': { status: 500, body: { title: 'Broken', status: 500 } },
    });
    renderAccount('/account');
    expect(await screen.findByText('Sorry, something went wrong')).toBeVisible();
  });
});

describe('AccountSettingScreen', () => {
  it('saves a changed phone number with a PATCH of the phone only', async () => {
    const calls = fakePlatform({
      'GET /api/policyholder': { status: 200, body: RECORD },
      'PATCH /api/policyholder': (body) => ({
        status: 200,
        body: { ...RECORD, ...(body as object) },
      }),
    });
    const { user } = renderAccount('/account/phone');
    const phone = await screen.findByRole('textbox', { name: /phone number/i });
    expect(phone).toHaveValue('7700900123');
    await user.clear(phone);
    await user.type(phone, '07700900456');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/policyholder', body: { phone: '+447700900456' } },
    ]);
  });

  it('sends nothing when the answer is unchanged', async () => {
    const calls = fakePlatform({ 'GET /api/policyholder': { status: 200, body: RECORD } });
    const { user } = renderAccount('/account/email');
    await screen.findByRole('textbox', { name: /email/i });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeVisible();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('shows the error summary with "show me" while the answer is invalid', async () => {
    fakePlatform({ 'GET /api/policyholder': { status: 200, body: RECORD } });
    const { user } = renderAccount('/account/email');
    const email = await screen.findByRole('textbox', { name: /email/i });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    expect(await screen.findByRole('button', { name: /show me/i })).toBeVisible();
    expect(screen.getByText(/review the 1 highlighted question/i)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('shows the field errors of a save the platform refused', async () => {
    fakePlatform({
      'GET /api/policyholder': { status: 200, body: RECORD },
      'PATCH /api/policyholder': {
        status: 409,
        body: {
          title: 'Conflict',
          status: 409,
          detail: 'Another account already uses this email address.',
        },
      },
    });
    const { user } = renderAccount('/account/email');
    const email = await screen.findByRole('textbox', { name: /email/i });
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Another account already uses this email address.'),
    ).toBeVisible();
  });

  it('lists the field errors of a 422', async () => {
    fakePlatform({
      'GET /api/policyholder': { status: 200, body: RECORD },
      'PATCH /api/policyholder': {
        status: 422,
        body: {
          title: 'No',
          status: 422,
          errors: [
            {
              path: 'phone',
              message: 'validation.phone',
              text: 'Please enter a valid UK phone number.',
            },
          ],
        },
      },
    });
    const { user } = renderAccount('/account/phone');
    const phone = await screen.findByRole('textbox', { name: /phone number/i });
    await user.clear(phone);
    await user.type(phone, '07700900999');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByText('Please enter a valid UK phone number.', {
      selector: 'li',
    });
    expect(alert).toBeVisible();
  });

  it('shows the name read-only to a customer, with how to change it', async () => {
    fakePlatform({ 'GET /api/policyholder': { status: 200, body: RECORD } });
    renderAccount('/account/name');
    expect(await screen.findByText('To change your name, please chat with us.')).toBeVisible();
    const first = screen.getByRole('textbox', { name: /first name/i });
    expect(first).toHaveValue('Jane');
    expect(first).toBeDisabled();
    expect(screen.getByRole('button', { name: "Why can't I change this?" })).toBeVisible();
  });

  it('lets an admin acting for the customer change the name', async () => {
    const calls = fakePlatform({
      'GET /api/policyholder': { status: 200, body: RECORD },
      'PATCH /api/policyholder': (body) => ({
        status: 200,
        body: { ...RECORD, ...(body as object) },
      }),
    });
    const { user } = renderAccount('/account/name', JANE, true);
    const first = await screen.findByRole('textbox', { name: /first name/i });
    expect(screen.queryByText('To change your name, please chat with us.')).toBeNull();
    await user.clear(first);
    await user.type(first, 'Janet');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your changes have been saved.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: { firstName: 'Janet', lastName: 'Smith' },
    });
  });

  it('saves marketing preferences as the record’s channels', async () => {
    const calls = fakePlatform({
      'GET /api/policyholder': { status: 200, body: RECORD },
      'PATCH /api/policyholder': (body) => ({
        status: 200,
        body: { ...RECORD, ...(body as object) },
      }),
    });
    const { user } = renderAccount('/account/marketing-preferences');
    const group = await screen.findByRole('group', { name: /hear about offers/i });
    await user.click(within(group).getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your changes have been saved.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      marketingPreferences: { email: true, phone: false, sms: true },
    });
  });

  it('goes back to the list for an unknown setting', async () => {
    fakePlatform({ 'GET /api/policyholder': { status: 200, body: RECORD } });
    renderAccount('/account/shoe-size');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });
});
