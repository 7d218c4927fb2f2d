import { readEmailSettings } from './email-settings';
import { isLoopbackAddress, isLoopbackHost } from './loopback';

const PUBLIC = 'https://insurance.example';

describe('the email settings', () => {
  it('keeps the local outbox to a PUBLIC_URL on this machine', () => {
    for (const local of [
      'http://127.0.0.1:3000',
      'http://127.8.9.10',
      'http://localhost:3000',
      'http://[::1]:3000',
    ]) {
      expect(readEmailSettings({}, local)).toBeUndefined();
    }
    for (const elsewhere of [
      'https://insurance.example',
      'http://192.168.1.20:3000',
      'http://localhost.example.com',
      'http://[::2]:3000',
    ]) {
      expect(() => readEmailSettings({}, elsewhere)).toThrow(
        'it runs only when PUBLIC_URL is this machine',
      );
    }
    expect(() => readEmailSettings({}, 'not a url')).toThrow('PUBLIC_URL must be a URL');
  });

  it('sends through smtp:// or smtps:// with a sender named like the brand', () => {
    const url = 'smtps://mailer:s3cret@smtp.example.com';
    expect(readEmailSettings({ SMTP_URL: url }, PUBLIC)).toEqual({
      url,
      from: 'MINI Insurance <no-reply@insurance.example>',
    });
    expect(
      readEmailSettings({ SMTP_URL: url, EMAIL_FROM: 'Brand Cover <hello@brand.example>' }, PUBLIC),
    ).toEqual({ url, from: 'Brand Cover <hello@brand.example>' });
    expect(readEmailSettings({ SMTP_URL: url, EMAIL_FROM: 'hello@brand.example' }, PUBLIC)).toEqual(
      { url, from: 'MINI Insurance <hello@brand.example>' },
    );
  });

  it('refuses an SMTP_URL of another scheme, without showing its password', () => {
    expect(() => readEmailSettings({ SMTP_URL: 'smtp.example.com' }, PUBLIC)).toThrow(
      'SMTP_URL must be a URL',
    );
    let message = '';
    try {
      readEmailSettings({ SMTP_URL: 'https://mailer:s3cret@smtp.example.com' }, PUBLIC);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('SMTP_URL must start smtp:// or smtps://');
    expect(message).not.toContain('s3cret');
  });

  it('refuses an EMAIL_FROM that is not one sender', () => {
    const smtp = { SMTP_URL: 'smtp://smtp.example.com:587' };
    for (const wrong of [
      'not an address',
      'a@example.com, b@example.com',
      'Team: a@example.com;',
      'Brand <hello@brand.example>\r\nBcc: everyone@example.com',
    ]) {
      expect(() => readEmailSettings({ ...smtp, EMAIL_FROM: wrong }, PUBLIC)).toThrow(
        'EMAIL_FROM must be one sender',
      );
    }
    // No domain to make a default sender from: it must be written.
    expect(() => readEmailSettings(smtp, 'http://10.0.0.5:3000')).toThrow('EMAIL_FROM is needed');
  });
});

describe('loopback', () => {
  it('knows the addresses and host names of this machine', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(
      true,
    );
    expect(['10.0.0.1', '::2', '::ffff:10.0.0.1', '', undefined].some(isLoopbackAddress)).toBe(
      false,
    );
    expect(
      ['localhost', 'LOCALHOST:3000', '127.0.0.1:80', '[::1]:3000'].every(isLoopbackHost),
    ).toBe(true);
    expect(
      ['evil.example', 'localhost.evil.example', '[::2]', undefined].some(isLoopbackHost),
    ).toBe(false);
  });
});
