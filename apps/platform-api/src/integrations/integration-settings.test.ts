import { configuredIntegrations, readIntegrationSettings } from './index';

describe('integration settings', () => {
  it('uses the embedded defaults when no provider credentials are set', () => {
    expect(configuredIntegrations(readIntegrationSettings({}))).toEqual({});
  });

  it("switches to a provider's adapter when its credentials are set", () => {
    const settings = readIntegrationSettings({
      VEHICLE_LOOKUP_URL: 'https://vehicles.example',
      VEHICLE_LOOKUP_API_KEY: 'k',
      ADDRESS_LOOKUP_KEY: 'loqate-key',
    });
    expect(settings).toEqual({
      vehicleProvider: { baseUrl: 'https://vehicles.example', apiKey: 'k' },
      addressProvider: { key: 'loqate-key', baseUrl: undefined },
    });
    expect(Object.keys(configuredIntegrations(settings)).sort()).toEqual(['addresses', 'vehicles']);
  });

  it('switches claims to the HTTP provider when its URL and key are set', () => {
    const settings = readIntegrationSettings({
      CLAIMS_PROVIDER_URL: 'https://claims.example/v1',
      CLAIMS_PROVIDER_API_KEY: 'c',
    });
    expect(settings.claimsProvider).toEqual({ baseUrl: 'https://claims.example/v1', apiKey: 'c' });
    expect(configuredIntegrations(settings).claims?.kind).toBe('http');
    expect(
      readIntegrationSettings({ CLAIMS_PROVIDER_URL: 'https://x' }).claimsProvider,
    ).toBeUndefined();
  });

  it('needs both the vehicle provider URL and key', () => {
    expect(
      readIntegrationSettings({ VEHICLE_LOOKUP_URL: 'https://x' }).vehicleProvider,
    ).toBeUndefined();
  });
});
