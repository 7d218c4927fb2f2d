import { createHttpVehicleLookup } from '../integrations/vehicles/http-vehicle-lookup';
import { useTestApp } from '../test/test-app';

describe('a provider that does not answer', () => {
  const t = useTestApp({
    integrations: {
      // Port 9 on loopback: nothing listens, so the provider is unreachable at once.
      vehicles: createHttpVehicleLookup({
        baseUrl: 'http://127.0.0.1:9',
        apiKey: 'k',
        timeoutMs: 500,
      }),
    },
  });

  it('answers 502 with a problem that asks to try again, not the provider error', async () => {
    const response = await t.call<{ type: string; title: string; detail?: string }>(
      'GET',
      '/api/lookup/vehicles/vehicles/vrn?vrn=AB12CDE',
      { token: t.token },
    );
    expect(response.status).toBe(502);
    expect(response.body.type).toBe('urn:brand:problem:upstream-failed');
    expect(JSON.stringify(response.body)).not.toContain('127.0.0.1');
  });
});
