import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { CLIPBOARD_BLOCKED_MESSAGE, ClipboardPasteButton } from './ClipboardPasteButton';

// user-event installs its own clipboard on setup, so each test puts its stand-in after rendering.
function stubClipboard(readText: () => Promise<string>) {
  Object.defineProperty(navigator, 'clipboard', { value: { readText }, configurable: true });
}

describe('ClipboardPasteButton reading', () => {
  it('passes the clipboard text to onPaste', async () => {
    const onPaste = jest.fn();
    const { user } = renderWithTheme(
      <ClipboardPasteButton label="Paste token" onPaste={onPaste} />,
    );
    stubClipboard(() => Promise.resolve('tok_123'));
    await user.click(screen.getByRole('button', { name: 'Paste token' }));
    expect(onPaste).toHaveBeenCalledWith('tok_123');
    expect(screen.getByRole('button', { name: 'Paste token' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is busy, keeps focus and ignores presses while reading', async () => {
    let finish: (text: string) => void = () => {};
    const readText = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onPaste = jest.fn();
    const { user } = renderWithTheme(
      <ClipboardPasteButton label="Paste token" onPaste={onPaste} />,
    );
    stubClipboard(readText);
    const button = screen.getByRole('button', { name: 'Paste token' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(readText).toHaveBeenCalledTimes(1);
    finish('tok_1');
    await waitFor(() => expect(onPaste).toHaveBeenCalledWith('tok_1'));
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('ClipboardPasteButton refused', () => {
  it('shows the blocked-permission alert and disables the button when reading fails', async () => {
    const onPaste = jest.fn();
    const { user } = renderWithTheme(
      <ClipboardPasteButton label="Paste token" onPaste={onPaste} />,
    );
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Paste token' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CLIPBOARD_BLOCKED_MESSAGE);
    expect(CLIPBOARD_BLOCKED_MESSAGE).toBe(
      'Clipboard read permission was blocked.\nAllow it in site settings of your browser.',
    );
    expect(screen.getByRole('button', { name: 'Paste token' })).toBeDisabled();
    expect(onPaste).not.toHaveBeenCalled();
  });

  it('treats a browser without clipboard reading as blocked, with the given message', async () => {
    const { user } = renderWithTheme(
      <ClipboardPasteButton
        label="Paste token"
        onPaste={jest.fn()}
        blockedMessage="Paste is not available"
      />,
    );
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Paste token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paste is not available');
    expect(screen.getByRole('button', { name: 'Paste token' })).toBeDisabled();
  });
});
