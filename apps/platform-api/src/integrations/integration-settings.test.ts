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

  it('needs both the vehicle provider URL and key', () => {
    expect(
      readIntegrationSettings({ VEHICLE_LOOKUP_URL: 'https://x' }).vehicleProvider,
    ).toBeUndefined();
  });
});
