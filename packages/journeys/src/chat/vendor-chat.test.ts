import { chatSettingsOf } from './chat-service';
import { intercomChat, zendeskChat } from './vendor-chat';

afterEach(() => {
  delete window.Intercom;
  delete window.zE;
});

const CONTEXT = { page: '/flex/referral', proposalId: 'P1', error: 'Not eligible' };

describe('the vendors behind the chat interface', () => {
  it('Intercom: loads the Messenger with the app id once, boots it with the context and shows it', async () => {
    const intercom = jest.fn();
    const load = jest.fn(async () => {
      window.Intercom = intercom;
    });
    const chat = intercomChat('app 1', load);
    await chat.open(CONTEXT);
    await chat.open(CONTEXT);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(
      'https://widget.intercom.io/widget/app%201',
      'intercom-widget',
    );
    expect(intercom).toHaveBeenCalledWith('boot', {
      app_id: 'app 1',
      page: '/flex/referral',
      proposal_id: 'P1',
      error: 'Not eligible',
    });
    expect(intercom).toHaveBeenLastCalledWith('show');
  });

  it('Zendesk: loads the Web Widget with the key and opens the messenger', async () => {
    const zE = jest.fn();
    const load = jest.fn(async () => {
      window.zE = zE;
    });
    await zendeskChat('k-1', load).open({ page: '/retrieve' });
    expect(load).toHaveBeenCalledWith(
      'https://static.zdassets.com/ekr/snippet.js?key=k-1',
      'ze-snippet',
    );
    expect(zE).toHaveBeenCalledWith('messenger:set', 'conversationFields', [
      { id: 'page', value: '/retrieve' },
    ]);
    expect(zE).toHaveBeenLastCalledWith('messenger', 'open');
  });

  it('a script that fails to load rejects, and the next open tries again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('blocked'))
      .mockImplementation(async () => {
        window.Intercom = jest.fn();
      });
    const chat = intercomChat('a', load);
    await expect(chat.open(CONTEXT)).rejects.toThrow('blocked');
    await expect(chat.open(CONTEXT)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('chatSettingsOf', () => {
  it('reads a vendor with its id, and the embedded chat for anything else', () => {
    expect(chatSettingsOf({ chat: { vendor: 'intercom', appId: 'x' } })).toEqual({
      vendor: 'intercom',
      appId: 'x',
    });
    expect(chatSettingsOf({ chat: { vendor: 'zendesk', key: 'k' } })).toEqual({
      vendor: 'zendesk',
      key: 'k',
    });
    expect(chatSettingsOf({ chat: { vendor: 'intercom' } })).toEqual({ vendor: 'embedded' });
    expect(chatSettingsOf({ auth: {} })).toEqual({ vendor: 'embedded' });
    expect(chatSettingsOf(null)).toEqual({ vendor: 'embedded' });
  });
});
