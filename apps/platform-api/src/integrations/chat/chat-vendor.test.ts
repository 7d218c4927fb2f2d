import { readChatVendor } from './chat-vendor';

describe('the chat vendor setting', () => {
  it('is the embedded chat unless CHAT_VENDOR names a vendor', () => {
    expect(readChatVendor({})).toEqual({ vendor: 'embedded' });
    expect(readChatVendor({ CHAT_VENDOR: ' embedded ' })).toEqual({ vendor: 'embedded' });
  });

  it('takes Intercom with its app id and Zendesk with its key', () => {
    expect(readChatVendor({ CHAT_VENDOR: 'intercom', INTERCOM_APP_ID: 'abc123' })).toEqual({
      vendor: 'intercom',
      appId: 'abc123',
    });
    expect(readChatVendor({ CHAT_VENDOR: 'zendesk', ZENDESK_KEY: 'k-1_2' })).toEqual({
      vendor: 'zendesk',
      key: 'k-1_2',
    });
  });

  it('refuses at start an unknown vendor, a vendor without its id and a malformed id', () => {
    expect(() => readChatVendor({ CHAT_VENDOR: 'drift' })).toThrow(
      'CHAT_VENDOR must be embedded, intercom or zendesk, not "drift".',
    );
    expect(() => readChatVendor({ CHAT_VENDOR: 'intercom' })).toThrow(
      'CHAT_VENDOR=intercom needs INTERCOM_APP_ID.',
    );
    expect(() => readChatVendor({ CHAT_VENDOR: 'zendesk', ZENDESK_KEY: '  ' })).toThrow(
      'CHAT_VENDOR=zendesk needs ZENDESK_KEY.',
    );
    expect(() =>
      readChatVendor({ CHAT_VENDOR: 'intercom', INTERCOM_APP_ID: '"><script>' }),
    ).toThrow('INTERCOM_APP_ID must be letters, digits, dashes or underscores (at most 100).');
  });
});
