import { useHelp } from '@brand/app-shell';
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ChatProvider } from './ChatProvider';
import { fakeChatPlatform } from './chat-test-platform';
import { CHAT_TAB_KEY } from './useEmbeddedChat';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  sessionStorage.clear();
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };

function Opener() {
  const { openChat } = useHelp();
  return (
    <button type="button" onClick={() => openChat({ proposalId: 'P1', error: 'Not eligible' })}>
      Chat with us
    </button>
  );
}

/** An opener that goes away as it opens the chat, as the retrieve modal closes for it. */
function VanishingOpener() {
  const { openChat } = useHelp();
  const [open, setOpen] = useState(true);
  return (
    <main>
      <h1>We couldn’t find your quote</h1>
      {open && (
        <button
          type="button"
          onClick={() => {
            openChat();
            setOpen(false);
          }}
        >
          Chat with us
        </button>
      )}
    </main>
  );
}

function renderChat() {
  return renderShell(
    <ChatProvider settings={{ vendor: 'embedded' }}>
      <Opener />
    </ChatProvider>,
    { client: fakeAuthClient(JANE), route: '/flex/referral' },
  );
}

async function openPanel() {
  const platform = fakeChatPlatform();
  const rendered = renderChat();
  await rendered.user.click(screen.getByRole('button', { name: 'Chat with us' }));
  const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
  await waitFor(() => expect(platform.openStreams()).toBe(1));
  return { ...rendered, platform, panel };
}

describe('the embedded chat panel', () => {
  it('opens a conversation with what the customer was doing, focus in the message box', async () => {
    const { platform, panel } = await openPanel();
    expect(platform.calls.find((call) => call.path === '/api/chat/conversations')?.body).toEqual({
      context: { page: '/flex/referral', proposalId: 'P1', error: 'Not eligible' },
    });
    expect(within(panel).getByRole('log', { name: 'Conversation' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(within(panel).getByLabelText('Your message')).toHaveFocus();
    expect(within(panel).getByText(/An agent will answer here/)).toBeInTheDocument();
  });

  it('sends on Enter, keeps Shift+Enter as a new line, and refuses a blank message', async () => {
    const { user, platform, panel } = await openPanel();
    const box = within(panel).getByLabelText('Your message');
    await user.keyboard('{Enter}');
    expect(within(panel).getByText('Type a message before sending.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.type(box, 'My car is a Q plate{Shift>}{Enter}{/Shift}Can you help?{Enter}');
    const log = within(panel).getByRole('log');
    expect(
      await within(log).findByText(/My car is a Q plate\s+Can you help\?/),
    ).toBeInTheDocument();
    const sends = platform.calls.filter((call) => call.path.endsWith('/messages'));
    expect(sends).toHaveLength(1);
    expect(sends[0]?.body).toEqual({
      text: 'My car is a Q plate\nCan you help?',
      clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(box).toHaveValue('');
  });

  it('retries a send whose answer was lost under the same id, so the message is stored once', async () => {
    const { user, platform, panel } = await openPanel();
    platform.loseAnswers.push(true);
    await user.type(within(panel).getByLabelText('Your message'), 'Hello{Enter}');
    expect(await within(panel).findByText('Not sent.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(panel).queryByText('Not sent.')).not.toBeInTheDocument());
    const ids = platform.calls
      .filter((call) => call.path.endsWith('/messages'))
      .map((call) => (call.body as { clientMessageId: string }).clientMessageId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(
      platform.current()?.messages.filter((message) => message.author === 'CUSTOMER'),
    ).toHaveLength(1);
    expect(within(panel).getAllByText('Hello')).toHaveLength(1);
  });

  it('shows an agent’s answer as it arrives in the live log, and tells the platform it was seen', async () => {
    const { platform, panel } = await openPanel();
    act(() => {
      platform.agentSays('Hello, I can help with that.');
    });
    const log = within(panel).getByRole('log');
    expect(await within(log).findByText('Hello, I can help with that.')).toBeInTheDocument();
    expect(within(log).getByText(/Sam \(our team\)/)).toBeInTheDocument();
    expect(within(panel).queryByText(/An agent will answer here/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(platform.calls.find((call) => call.path.endsWith('/read'))?.body).toEqual({
        upToMessageId: 'm2',
      }),
    );
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });

  it('gives focus to the page heading when what opened it went away (a dialog that closed for it)', async () => {
    fakeChatPlatform();
    const { user } = renderShell(
      <ChatProvider settings={{ vendor: 'embedded' }}>
        <VanishingOpener />
      </ChatProvider>,
      { client: fakeAuthClient(JANE), route: '/retrieve' },
    );
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await screen.findByRole('dialog', { name: 'Chat with us' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('after a reload reads the conversation again and resumes the stream after its last message', async () => {
    const first = await openPanel();
    await first.user.type(
      within(first.panel).getByLabelText('Your message'),
      'Still there?{Enter}',
    );
    await within(first.panel).findByText('Still there?');
    const conversation = first.platform.current();
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(CHAT_TAB_KEY) ?? '{}')).toEqual({ open: true });

    const platform = fakeChatPlatform({ conversation });
    renderChat();
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(await within(panel).findByText('Still there?')).toBeInTheDocument();
    expect(platform.calls[0]?.path).toBe('/api/chat/conversations/current');
    await waitFor(() =>
      expect(platform.calls.find((call) => call.path.endsWith('/events'))?.lastEventId).toBe('m2'),
    );
  });

  it('asks the platform nothing on a page load in a tab that never chatted', async () => {
    fakeChatPlatform();
    renderChat();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('offers the other ways to contact us when the chat cannot open', async () => {
    globalThis.fetch = jest.fn(async () => ({
      ok: false,
      status: 503,
      headers: new Headers(),
      text: async () => '',
    })) as unknown as typeof globalThis.fetch;
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'We couldn’t open the chat just now',
    );
    await user.click(within(panel).getByRole('button', { name: 'Other ways to contact us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
  });
});

describe('a vendor chosen by the platform', () => {
  it('reads app-config on the first open and shows Intercom’s Messenger, not the panel', async () => {
    const calls: string[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      calls.push(new URL(String(input), 'http://localhost').pathname);
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'content-type': 'application/json' }),
        text: async () => JSON.stringify({ chat: { vendor: 'intercom', appId: 'abc123' } }),
      } as unknown as Response;
    }) as unknown as typeof globalThis.fetch;
    const intercom = jest.fn();
    const loadScript = jest.fn(async () => {
      window.Intercom = intercom;
    });
    const { user } = renderShell(
      <ChatProvider loadScript={loadScript}>
        <Opener />
      </ChatProvider>,
      { client: fakeAuthClient(JANE), route: '/flex/referral' },
    );
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(intercom).toHaveBeenLastCalledWith('show'));
    expect(loadScript).toHaveBeenCalledWith(
      'https://widget.intercom.io/widget/abc123',
      'intercom-widget',
    );
    expect(intercom).toHaveBeenCalledWith(
      'boot',
      expect.objectContaining({ app_id: 'abc123', proposal_id: 'P1' }),
    );
    expect(calls).toEqual(['/api/app-config']);
    expect(screen.queryByRole('dialog', { name: 'Chat with us' })).not.toBeInTheDocument();
    delete window.Intercom;
  });

  it('opens the contact page when the vendor’s widget cannot load', async () => {
    const loadScript = jest.fn(async () => {
      throw new Error('blocked');
    });
    const { user } = renderShell(
      <ChatProvider settings={{ vendor: 'zendesk', key: 'k' }} loadScript={loadScript}>
        <Opener />
      </ChatProvider>,
      { client: fakeAuthClient(JANE) },
    );
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
  });
});
