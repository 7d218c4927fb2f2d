import { act, screen } from '@testing-library/react';
import { fetchAppConfig, inlineAppConfig } from './app-config';
import { startApp } from './start-app';

jest.mock('./app-config', () => ({
  fetchAppConfig: jest.fn(),
  inlineAppConfig: jest.requireActual('./app-config').inlineAppConfig,
}));
jest.mock('./frame/unsupported-browser', () => ({ isUnsupportedBrowser: () => false }));

const fetchConfig = fetchAppConfig as jest.MockedFunction<typeof fetchAppConfig>;

const CONFIG = {
  auth: {
    domain: 'http://127.0.0.1:3000/auth',
    issuer: 'http://127.0.0.1:3000/auth/',
    audience: 'http://127.0.0.1:3000/api',
    rolesClaim: 'https://roles.example/roles',
    clientIds: { customerPortal: 'portal', adminConsole: 'admin' },
  },
};

describe('starting an app', () => {
  beforeEach(() => {
    fetchConfig.mockReset();
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

  it('starts from the config inlined into the page, with no call and no placeholder', async () => {
    document.body.innerHTML = `<script type="application/json" id="app-config">${JSON.stringify(
      CONFIG,
    )}</script><div id="root"></div>`;
    expect(inlineAppConfig()).toEqual(CONFIG);
    await act(() =>
      startApp('customerPortal', (_client, given) => <p>Started for {given.auth.audience}</p>),
    );
    expect(screen.getByText('Started for http://127.0.0.1:3000/api')).toBeInTheDocument();
    expect(fetchConfig).not.toHaveBeenCalled();
  });

  it('asks the platform when the page has no config or its copy is not one', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="app-config">{"auth":{}}</script><div id="root"></div>';
    expect(inlineAppConfig()).toBeNull();
    fetchConfig.mockResolvedValue(CONFIG);
    await act(() => startApp('customerPortal', () => <p>The app</p>));
    expect(await screen.findByText('The app')).toBeInTheDocument();
    expect(fetchConfig).toHaveBeenCalledTimes(1);
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
