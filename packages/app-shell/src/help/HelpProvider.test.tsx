import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../i18n/create-shell-i18n';
import { AccountNavigationBar } from '../navigation/AccountNavigationBar';
import { fakeAuthClient } from '../test-support/fake-auth-client';
import { renderShell } from '../test-support/render-shell';
import { ChatActionProvider } from './chat-action';
import { HelpLink } from './HelpLink';
import { useHelp } from './HelpProvider';
import { HELP_CLOSE_MESSAGE } from './help-pages';

function ChatButton() {
  const { openChat } = useHelp();
  return (
    <button type="button" onClick={() => openChat({ proposalId: 'P1', error: 'Declined' })}>
      Chat with us
    </button>
  );
}

async function openHeaderHelp() {
  const rendered = renderShell(<AccountNavigationBar />, { client: fakeAuthClient(null) });
  const link = screen.getByRole('link', { name: 'Help' });
  await rendered.user.click(link);
  const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
  return { ...rendered, link, dialog };
}

describe('the header’s help link', () => {
  it('opens the help centre in a titled iframe modal with a close button', async () => {
    const { link, dialog } = await openHeaderHelp();
    expect(link).toHaveAttribute('href', '/content/questions/help.html');
    const frame = within(dialog).getByTitle('Help centre');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/content/questions/help.html');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the link', async () => {
    const { user, link } = await openHeaderHelp();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('closes on the close button', async () => {
    const { user, dialog } = await openHeaderHelp();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the page inside says Escape was pressed there', async () => {
    await openHeaderHelp();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: HELP_CLOSE_MESSAGE },
          origin: window.location.origin,
        }),
      );
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores the message from another origin', async () => {
    await openHeaderHelp();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: HELP_CLOSE_MESSAGE },
          origin: 'https://elsewhere.example',
        }),
      );
    });
    expect(screen.getByRole('dialog', { name: 'Help centre' })).toBeInTheDocument();
  });
});

describe('the chat action', () => {
  it('opens the contact page in the help modal', async () => {
    const { user } = renderShell(<ChatButton />, { client: fakeAuthClient(null) });
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getByTitle('Contact us')).toHaveAttribute(
      'src',
      '/content/questions/contact-us.html',
    );
  });

  it('opens the contact page in a new tab where no app frame holds the modal', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    render(
      <I18nextProvider i18n={createShellI18n()}>
        <ChatButton />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(open).toHaveBeenCalledWith('/content/questions/contact-us.html', '_blank', 'noopener');
    open.mockRestore();
  });
});

describe('the app’s chat', () => {
  it('takes every chat action, with what the customer was doing, instead of the contact page', async () => {
    const openChat = jest.fn();
    const { user } = renderShell(
      <ChatActionProvider openChat={openChat}>
        <ChatButton />
      </ChatActionProvider>,
      { client: fakeAuthClient(null) },
    );
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(openChat).toHaveBeenCalledWith({ proposalId: 'P1', error: 'Declined' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('HelpLink', () => {
  it('is a real link to the page, opening it in the modal on a plain click', async () => {
    const { user } = renderShell(<HelpLink page="cookies">Read our cookie policy</HelpLink>, {
      client: fakeAuthClient(null),
    });
    const link = screen.getByRole('link', { name: 'Read our cookie policy' });
    expect(link).toHaveAttribute('href', '/content/questions/cookies.html');
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: 'Cookie policy' })).toBeInTheDocument();
  });

  it('leaves a modified click (a new tab) to the browser', async () => {
    const { user } = renderShell(<HelpLink page="privacy">Privacy</HelpLink>, {
      client: fakeAuthClient(null),
    });
    // What reaches the document is what the browser would do; jsdom cannot open the tab itself.
    let preventedByLink: boolean | undefined;
    const browser = (event: MouseEvent) => {
      preventedByLink = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', browser);
    expect(preventedByLink).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
