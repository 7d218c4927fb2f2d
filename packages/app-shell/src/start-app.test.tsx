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

  it('says what happened, with a retry, when the config cannot be read', async () => {
    fetchConfig.mockRejectedValue(new Error('down'));
    await act(() => startApp('customerPortal', () => <p>The app</p>));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});
