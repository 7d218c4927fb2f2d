import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';

describe('GET /api/app-config', () => {
  const t = useTestApp({ anonymousToken: false });

  it('gives the apps the embedded sign-in server by default, without a token', async () => {
    const response = await t.call('GET', '/api/app-config');
    expect(response).toMatchObject({
      status: 200,
      body: {
        auth: {
          domain: `${TEST_PUBLIC_URL}/auth`,
          issuer: `${TEST_PUBLIC_URL}/auth/`,
          audience: `${TEST_PUBLIC_URL}/api`,
          rolesClaim: 'https://platform.brand.example/roles',
          clientIds: { customerPortal: 'customer-portal', adminConsole: 'admin-console' },
        },
      },
    });
  });

  it("names the card sandbox's field while the sandbox takes cards, and no Stripe key", async () => {
    const response = await t.call<{ payments: unknown }>('GET', '/api/app-config');
    expect(response.body.payments).toEqual({ sandboxCardFieldPath: '/sandbox/card-field' });
  });
});

describe('GET /api/app-config with Stripe configured', () => {
  const t = useTestApp({
    anonymousToken: false,
    integrations: { cardPaymentsPublishableKey: 'pk_test_123' },
  });

  it("gives the apps Stripe's publishable key for the card field", async () => {
    const response = await t.call('GET', '/api/app-config');
    expect(response.body).toMatchObject({ payments: { stripePublishableKey: 'pk_test_123' } });
  });
});
