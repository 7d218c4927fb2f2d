export type { ClipboardPasteButtonProps } from './ClipboardPasteButton';
export { CLIPBOARD_BLOCKED_MESSAGE, ClipboardPasteButton } from './ClipboardPasteButton';
