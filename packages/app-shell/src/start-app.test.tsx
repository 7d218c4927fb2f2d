import { act, screen } from '@testing-library/react';
import { fetchAppConfig } from './app-config';
import { startApp } from './start-app';

jest.mock('./app-config', () => ({ fetchAppConfig: jest.fn() }));
jest.mock('./frame/unsupported-browser', () => ({ isUnsupportedBrowser: () => false }));

const fetchConfig = fetchAppConfig as jest.MockedFunction<typeof fetchAppConfig>;

describe('starting an app', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the frame and a placeholder while the config loads, not a blank page', async () => {
    fetchConfig.mockReturnValue(new Promise(() => undefined));
    await act(async () => {
      void startApp('customerPortal', () => <p>The app</p>);
    });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MINI Insurance, home' })).toBeInTheDocument();
  });

  it('renders the app with its Auth0 client and the config, which names the roles claim', async () => {
    const config = {
      auth: {
        domain: 'http://127.0.0.1:3000/auth',
        issuer: 'http://127.0.0.1:3000/auth/',
        audience: 'http://127.0.0.1:3000/api',
        rolesClaim: 'https://roles.example/roles',
        clientIds: { customerPortal: 'portal', adminConsole: 'admin' },
      },
    };
    fetchConfig.mockResolvedValue(config);
    await act(() =>
      startApp('adminConsole', (client, given) => (
        <p>
          {typeof client.getTokenSilently} {given.auth.rolesClaim}
        </p>
      )),
    );
    expect(await screen.findByText('function https://roles.example/roles')).toBeInTheDocument();
  });

  it('says what happened, with a retry, when the config cannot be read', async () => {
    fetchConfig.mockRejectedValue(new Error('down'));
    await act(() => startApp('customerPortal', () => <p>The app</p>));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});
