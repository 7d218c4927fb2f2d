import { readSettings } from './settings';

describe('readSettings', () => {
  it('runs on the embedded defaults with nothing set', () => {
    expect(readSettings({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      trustProxy: false,
      renewals: { windowDays: 30, intervalMinutes: 60 },
    });
  });

  it('reads the renewal window, never under the 21 days an invitation needs', () => {
    const settings = readSettings({ RENEWAL_WINDOW_DAYS: '45', RENEWAL_JOB_INTERVAL_MINUTES: '0' });
    expect(settings.renewals).toEqual({ windowDays: 45, intervalMinutes: 0 });
    expect(() => readSettings({ RENEWAL_WINDOW_DAYS: '20' })).toThrow('at least 21');
    expect(() => readSettings({ RENEWAL_JOB_INTERVAL_MINUTES: '-1' })).toThrow(
      'RENEWAL_JOB_INTERVAL_MINUTES',
    );
  });

  it('reads a public URL without its trailing slash, and trusts a proxy only when told', () => {
    const settings = readSettings({
      PUBLIC_URL: 'https://insurance.example/',
      TRUST_PROXY: 'true',
      HOST: '0.0.0.0',
    });
    expect(settings).toMatchObject({ publicUrl: 'https://insurance.example', trustProxy: true });
    expect(readSettings({ TRUST_PROXY: 'yes' }).trustProxy).toBe(false);
  });

  it('refuses a port that is not one', () => {
    expect(() => readSettings({ PORT: 'eighty' })).toThrow('PORT must be a port number');
  });
});
