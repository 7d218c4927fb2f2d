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
      lifecycle: { intervalMinutes: 60, lapseAfterFailedPaymentDays: 14 },
      uploadSweepIntervalMinutes: 60,
      chatEmailIntervalMinutes: 1,
    });
  });

  it('reads the lapse grace for unpaid collections, a whole number of days from 1 to 45', () => {
    expect(readSettings({ LAPSE_AFTER_FAILED_PAYMENT_DAYS: '7' }).lifecycle).toEqual({
      intervalMinutes: 60,
      lapseAfterFailedPaymentDays: 7,
    });
    for (const wrong of ['0', '46', '1.5', '', ' ', 'a week']) {
      expect(() => readSettings({ LAPSE_AFTER_FAILED_PAYMENT_DAYS: wrong })).toThrow(
        'LAPSE_AFTER_FAILED_PAYMENT_DAYS must be a whole number of days from 1 to 45',
      );
    }
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
      SMTP_URL: 'smtps://mailer:secret@smtp.insurance.example',
      TRUST_PROXY: '1',
      HOST: '0.0.0.0',
    });
    expect(settings).toMatchObject({
      publicUrl: 'https://insurance.example',
      trustProxy: { hops: 1 },
    });
    expect(readSettings({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual({
      addresses: ['10.0.0.5', '10.1.0.0/16'],
    });
  });

  it('refuses to trust every proxy, saying what to write instead', () => {
    for (const everyone of ['true', 'yes', '*']) {
      expect(() => readSettings({ TRUST_PROXY: everyone })).toThrow(
        'Write the number of proxies in front of the platform (TRUST_PROXY=1 for one) or their addresses',
      );
    }
    expect(() => readSettings({ TRUST_PROXY: '0' })).toThrow('trusts nothing: unset it');
    expect(() => readSettings({ TRUST_PROXY: '10.0.0.5,proxy.example' })).toThrow(
      '"proxy.example" is no address or range',
    );
  });

  it('refuses to start with the local outbox where PUBLIC_URL is not this machine', () => {
    expect(readSettings({}).smtp).toBeUndefined();
    expect(readSettings({ PUBLIC_URL: 'http://localhost:3000' }).smtp).toBeUndefined();
    expect(() => readSettings({ PUBLIC_URL: 'https://insurance.example' })).toThrow(
      'SMTP_URL is needed',
    );
    expect(
      readSettings({ PUBLIC_URL: 'https://insurance.example', SMTP_URL: 'smtp://smtp.example:587' })
        .smtp,
    ).toEqual({
      url: 'smtp://smtp.example:587',
      from: 'MINI Insurance <no-reply@insurance.example>',
    });
  });

  it('refuses a port that is not one', () => {
    expect(() => readSettings({ PORT: 'eighty' })).toThrow('PORT must be a port number');
  });
});

describe('the job interval settings', () => {
  const INTERVALS = [
    'RENEWAL_JOB_INTERVAL_MINUTES',
    'BILLING_JOB_INTERVAL_MINUTES',
    'CHECKOUT_RECONCILE_INTERVAL_MINUTES',
    'LIFECYCLE_JOB_INTERVAL_MINUTES',
    'UPLOAD_SWEEP_INTERVAL_MINUTES',
    'CHAT_EMAIL_JOB_INTERVAL_MINUTES',
  ];

  it('take fractions of a minute down to about a second, so a test can run jobs in seconds', () => {
    const settings = readSettings({
      RENEWAL_JOB_INTERVAL_MINUTES: '0.05',
      BILLING_JOB_INTERVAL_MINUTES: '0.02',
      CHECKOUT_RECONCILE_INTERVAL_MINUTES: '1.5',
    });
    expect(settings.renewals.intervalMinutes).toBe(0.05);
    expect(settings.billingIntervalMinutes).toBe(0.02);
    expect(settings.reconcileIntervalMinutes).toBe(1.5);
  });

  it.each(INTERVALS)('refuses %s below a second, negative, blank or not a number', (name) => {
    for (const wrong of ['0.01', '-1', '', ' ', 'hourly', 'Infinity']) {
      expect(() => readSettings({ [name]: wrong })).toThrow(
        `${name} must be a number of minutes, 0 or at least 0.02`,
      );
    }
  });
});

describe('the payment sandbox settings', () => {
  it('runs the sandboxes every 2 seconds unless told, in whole seconds of at least 1', () => {
    expect(readSettings({}).paymentSandboxIntervalSeconds).toBe(2);
    expect(
      readSettings({ PAYMENT_SANDBOX_INTERVAL_SECONDS: '3600' }).paymentSandboxIntervalSeconds,
    ).toBe(3600);
    for (const wrong of ['0', '-5', '1.5', 'often', '']) {
      expect(() => readSettings({ PAYMENT_SANDBOX_INTERVAL_SECONDS: wrong })).toThrow(
        'PAYMENT_SANDBOX_INTERVAL_SECONDS must be a whole number of seconds, at least 1',
      );
    }
  });

  it('keeps the test clock off unless PAYMENT_TEST_CLOCK=on, and only with the sandboxes', () => {
    expect(readSettings({}).paymentTestClock).toBe(false);
    expect(readSettings({ PAYMENT_TEST_CLOCK: 'on' }).paymentTestClock).toBe(true);
    expect(readSettings({ PAYMENT_TEST_CLOCK: 'off' }).paymentTestClock).toBe(false);
    expect(() => readSettings({ PAYMENT_TEST_CLOCK: 'yes' })).toThrow(
      'PAYMENT_TEST_CLOCK must be on or off',
    );
    expect(() =>
      readSettings({ PAYMENT_TEST_CLOCK: 'on', STRIPE_SECRET_KEY: 'sk_test_1' }),
    ).toThrow(
      'PAYMENT_TEST_CLOCK=on works only with the payment sandboxes: unset STRIPE_SECRET_KEY',
    );
    expect(() =>
      readSettings({ PAYMENT_TEST_CLOCK: 'on', GOCARDLESS_ACCESS_TOKEN: 'token' }),
    ).toThrow('GOCARDLESS_ACCESS_TOKEN');
    // Keys for a real vendor are fine while the clock stays real.
    expect(readSettings({ STRIPE_SECRET_KEY: 'sk_test_1' }).paymentTestClock).toBe(false);
  });
});
