import { configuredIntegrations, readIntegrationSettings } from '../index';
import { readPaymentSettings } from './payment-settings';

describe('the payment provider settings', () => {
  it('leave both vendors to the sandboxes when no keys are set', () => {
    expect(readPaymentSettings({})).toEqual({ stripe: undefined, goCardless: undefined });
    expect(configuredIntegrations(readIntegrationSettings({}))).toEqual({});
  });

  it('switch each vendor on by its keys', () => {
    const settings = readIntegrationSettings({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      GOCARDLESS_ACCESS_TOKEN: 'sandbox_1',
      GOCARDLESS_WEBHOOK_SECRET: 'gc_1',
    });
    expect(settings.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      publishableKey: 'pk_test_1',
    });
    expect(settings.goCardless).toEqual({
      accessToken: 'sandbox_1',
      environment: 'sandbox',
      webhookSecret: 'gc_1',
    });
    const integrations = configuredIntegrations(settings);
    expect(integrations.cardPayments?.kind).toBe('stripe');
    expect(integrations.directDebit?.kind).toBe('gocardless');
  });

  it('refuse a key without its webhook secret, and an unknown GoCardless environment', () => {
    expect(() => readPaymentSettings({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'STRIPE_WEBHOOK_SECRET',
    );
    expect(() => readPaymentSettings({ GOCARDLESS_ACCESS_TOKEN: 't' })).toThrow(
      'GOCARDLESS_WEBHOOK_SECRET',
    );
    expect(() =>
      readPaymentSettings({
        GOCARDLESS_ACCESS_TOKEN: 't',
        GOCARDLESS_WEBHOOK_SECRET: 's',
        GOCARDLESS_ENVIRONMENT: 'staging',
      }),
    ).toThrow('sandbox or live');
  });
});
