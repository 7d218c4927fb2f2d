import { screen, waitFor, within } from '@testing-library/react';
import { createElement, type ReactElement, useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button';
import { ErrorModal } from './ErrorModal';
import { Modal, type ModalProps } from './Modal';

// The stories' `fn` spies come from Storybook's ESM-only test module; jest's own spies stand in.
jest.mock('storybook/test', () => ({ fn: () => jest.fn() }), { virtual: true });

function WithTrigger({ onClose, ...props }: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open help</Button>
      <Modal
        title="Why we ask"
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      >
        <p>We use your date of birth to price your cover.</p>
        <a href="#more">Read more</a>
      </Modal>
    </>
  );
}

/** A page whose button that opens the modal goes away while the modal shows. */
function OpenerGoes() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>Your quote</h1>
      {open ? null : <Button onClick={() => setOpen(true)}>Check my answers</Button>}
      <Modal open={open} title="Answers checked" onClose={() => setOpen(false)} />
    </>
  );
}

async function openModal(props: Partial<ModalProps> = {}) {
  const onClose = jest.fn();
  const rendered = renderWithTheme(<WithTrigger {...props} onClose={onClose} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Open help' }));
  const dialog = await screen.findByRole('dialog', { name: 'Why we ask' });
  return { ...rendered, onClose, dialog };
}

/** A save refused by a dialog: the button was disabled while it saved, so nothing had focus. */
function RefusedSave() {
  const [save, setSave] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <h1>About you</h1>
      <button type="button" ref={setSave}>
        Save and continue
      </button>
      {save ? (
        <Modal open title="We are unable to cover you." returnFocusTo={save}>
          <p>Only one drive-away policy is allowed per customer.</p>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal closing paths', () => {
  it('closes on the close button and runs onClose', async () => {
    const { user, onClose } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and runs onClose', async () => {
    const { user, onClose } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click and runs onClose', async () => {
    const { user, onClose } = await openModal();
    // The overlay is the portal's first child, behind the dialog.
    const overlay = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hides itself when dismissed even if the parent passes no onClose', async () => {
    const { user } = renderWithTheme(
      <Modal open title="Promotion terms">
        <p>Terms</p>
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape and backdrop clicks when not dismissible, and has no close button', async () => {
    const { user, onClose, dialog } = await openModal({ dismissible: false });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(dialog.previousElementSibling as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('labels the close button with closeLabel', async () => {
    renderWithTheme(<Modal open title="Aide" closeLabel="Fermer" />);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});

describe('Modal focus', () => {
  it('moves focus into the modal on open and back to the trigger on close', async () => {
    const { user, dialog } = await openModal();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open help' })).toHaveFocus();
  });

  it('moves focus to the page’s heading on close when nothing had focus before it opened', async () => {
    const { user } = renderWithTheme(
      <>
        <h1>Your quote</h1>
        <Modal open title="We could not save your answers">
          <p>Please try again.</p>
        </Modal>
      </>,
    );
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'Your quote' })).toHaveFocus();
  });

  it('gives focus on close to returnFocusTo when nothing had focus as it opened (a refused save)', async () => {
    const { user } = renderWithTheme(<RefusedSave />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
  });

  it('moves focus to the page’s heading on close when what opened it has gone', async () => {
    const { user } = renderWithTheme(<OpenerGoes />);
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'Your quote' })).toHaveFocus();
  });

  it('keeps Tab cycling inside the modal', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'Read more' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
  });
});

describe('Modal page behind', () => {
  it('makes the page behind inert while open, and live again on close', async () => {
    const { user, container } = await openModal();
    const page = container;
    expect(page).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
  });
});

describe('Modal page scroll', () => {
  it('locks body scroll while open and releases it on close', async () => {
    const { user } = await openModal();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });
});

describe('Modal content', () => {
  it('names the dialog by its title and describes it by its description', () => {
    renderWithTheme(
      <Modal open title="Outstanding balance" description="Pay it to activate your policy." />,
    );
    expect(screen.getByRole('dialog', { name: 'Outstanding balance' })).toHaveAccessibleDescription(
      'Pay it to activate your policy.',
    );
  });

  it('shows a content page in a titled iframe in the iframe variant', () => {
    renderWithTheme(<Modal open variant="iframe" title="Help" src="/questions/excess" />);
    const frame = screen.getByTitle('Help');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/questions/excess');
  });

  it('shows footer actions', () => {
    renderWithTheme(<Modal open title="Sign in" footer={<Button>Sign in</Button>} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('ErrorModal', () => {
  it('shows the translated header and content with a chat action', async () => {
    const onChat = jest.fn();
    const { user } = renderWithTheme(
      <ErrorModal
        open
        header="We could not connect"
        content="Then try again."
        chatLabel="Chat with us"
        onChat={onChat}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'We could not connect' })).toHaveTextContent(
      'Then try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(onChat).toHaveBeenCalledTimes(1);
  });

  it('has no chat button without a chat handler', () => {
    renderWithTheme(
      <ErrorModal
        open
        header="Something went wrong"
        content="Try again."
        chatLabel="Chat with us"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('offers a retry that runs onRetry, as the main action', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithTheme(
      <ErrorModal
        open
        header="We could not connect to our servers."
        content="Please check that you are online, then try again."
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a retry handler', () => {
    renderWithTheme(<ErrorModal open header="Gone" content="Sorry." retryLabel="Try again" />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('Modal button names', () => {
  it('drops the X when a footer button has the close button’s name, so no name is shared', async () => {
    const onFooterClose = jest.fn();
    const { user } = renderWithTheme(
      <Modal open title="Not found" footer={<Button onClick={onFooterClose}>Close</Button>}>
        <p>Check the reference.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Not found' });
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onFooterClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the X beside footer buttons of other names', () => {
    renderWithTheme(<Modal open title="Sign in" footer={<Button>Sign in</Button>} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('has no two buttons of one name in any story', async () => {
    const { default: meta, ...stories } = await import('./Modal.stories');
    for (const [name, story] of Object.entries(stories)) {
      if (typeof story !== 'object' || story === null || !('args' in story)) continue;
      const args = { ...meta.args, ...story.args, open: true } as ModalProps;
      const element =
        'render' in story && story.render && !name.startsWith('OpenedFrom')
          ? (story.render as (a: typeof args, c: unknown) => ReactElement)(args, {})
          : createElement(Modal, args);
      const { unmount } = renderWithTheme(element);
      const dialog = await screen.findByRole('dialog');
      const names = within(dialog)
        .queryAllByRole('button')
        .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim());
      expect({ story: name, names }).toEqual({ story: name, names: [...new Set(names)] });
      unmount();
    }
  });
});
