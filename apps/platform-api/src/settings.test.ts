import { readSettings } from './settings';

describe('readSettings', () => {
  it('runs on the embedded defaults with nothing set', () => {
    expect(readSettings({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      trustProxy: false,
    });
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
