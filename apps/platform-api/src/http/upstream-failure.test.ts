import { createHttpVehicleLookup } from '../integrations/vehicles/http-vehicle-lookup';
import { createTestApp, type TestApp } from '../test/test-app';

describe('a provider that does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 on loopback: nothing listens, so the provider is unreachable at once.
    t = await createTestApp({
      integrations: {
        vehicles: createHttpVehicleLookup({
          baseUrl: 'http://127.0.0.1:9',
          apiKey: 'k',
          timeoutMs: 500,
        }),
      },
    });
  });
  afterAll(() => t.close());

  it('answers 502 with a problem that asks to try again, not the provider error', async () => {
    const token = await t.anonymousToken();
    const response = await t.call<{ type: string; title: string; detail?: string }>(
      'GET',
      '/api/lookup/vehicles/vehicles/vrn?vrn=AB12CDE',
      { token },
    );
    expect(response.status).toBe(502);
    expect(response.body.type).toBe('urn:brand:problem:upstream-failed');
    expect(JSON.stringify(response.body)).not.toContain('127.0.0.1');
  });
});
