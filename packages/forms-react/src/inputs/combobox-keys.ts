/** The keys the lookup combobox answers (WAI-ARIA APG combobox with a listbox popup). */
export const COMBOBOX_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', 'Escape'];
/** A key the combobox answers. */
export type ComboboxKey = (typeof COMBOBOX_KEYS)[number];

/** What the list looks like when a key is pressed. */
export interface ComboboxView {
  /** Whether the listbox shows. */
  open: boolean;
  /** The active option's index, or -1 when the caret is in the text. */
  active: number;
  /** How many options there are (shown or not). */
  count: number;
}

/** What a key does: move the active option, choose it, close the list, or nothing (the browser's own). */
export type ComboboxAction =
  | { type: 'move'; active: number }
  | { type: 'choose'; index: number }
  | { type: 'close' }
  | { type: 'hold' }
  | { type: 'none' };

/** True for a key the combobox answers. */
export function isComboboxKey(key: string): key is ComboboxKey {
  return (COMBOBOX_KEYS as readonly string[]).includes(key);
}

/**
 * One pure step of the pattern. Down and Up open the list and move through it, wrapping; Home and
 * End jump to the ends once an option is active (before that they move the caret, as in any text
 * box); Enter chooses the active option, and with the list open but nothing active it does nothing,
 * so the form is never submitted from a list the user is looking at ('hold'); Escape closes the list.
 * With the list closed, Enter submits as usual.
 */
export function comboboxKeyAction(
  key: ComboboxKey,
  { open, active, count }: ComboboxView,
): ComboboxAction {
  if (count === 0) return { type: 'none' };
  const last = count - 1;
  // Escape is the default case: the switch then covers every ComboboxKey.
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', active: !open || active >= last ? 0 : active + 1 };
    case 'ArrowUp':
      return { type: 'move', active: !open || active <= 0 ? last : active - 1 };
    case 'Home':
      return open && active >= 0 ? { type: 'move', active: 0 } : { type: 'none' };
    case 'End':
      return open && active >= 0 ? { type: 'move', active: last } : { type: 'none' };
    case 'Enter':
      if (!open) return { type: 'none' };
      return active >= 0 ? { type: 'choose', index: active } : { type: 'hold' };
    default:
      return open ? { type: 'close' } : { type: 'none' };
  }
}
