import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonVariant } from '../Button';

/** The spec's message when the browser refuses to let the page read the clipboard. */
export const CLIPBOARD_BLOCKED_MESSAGE =
  'Clipboard read permission was blocked.\nAllow it in site settings of your browser.';

/** Props of ClipboardPasteButton. */
export interface ClipboardPasteButtonProps {
  /** The button's text, e.g. 'Paste token'. */
  label: string;
  /** Runs with the text read from the clipboard. */
  onPaste: (text: string) => void;
  /** Shown in an alert when the clipboard cannot be read; the button is then disabled. @default CLIPBOARD_BLOCKED_MESSAGE */
  blockedMessage?: string;
  /** The button's look. @default 'secondary' */
  variant?: ButtonVariant;
  /** The button cannot be pressed. @default false */
  disabled?: boolean;
  /** Id of the button. */
  id?: string;
}

const Wrapper = styled.div(
  ({ theme }) => `
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.xs}px;
`,
);

const Alert = styled.p(
  ({ theme }) => `
  display: flex;
  gap: ${theme.space.xs}px;
  margin: 0;
  padding: ${theme.space.sm}px;
  border-left: 4px solid ${theme.tones.critical.border};
  background: ${theme.tones.critical.background};
  color: ${theme.tones.critical.foreground};
  white-space: pre-line;
`,
);

function WarningIcon() {
  const theme = useTheme();
  const mark = theme.tones.critical.background;
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M10 5v6" stroke={mark} strokeWidth="2" />
      <circle cx="10" cy="14.5" r="1.25" fill={mark} />
    </svg>
  );
}

type ReadState = 'idle' | 'reading' | 'blocked';

/** A button that pastes the clipboard's text; busy (and inert) while reading, disabled with an alert once reading is refused. */
export function ClipboardPasteButton({
  label,
  onPaste,
  blockedMessage = CLIPBOARD_BLOCKED_MESSAGE,
  variant = 'secondary',
  disabled = false,
  id,
}: ClipboardPasteButtonProps) {
  const [state, setState] = useState<ReadState>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const paste = async () => {
    if (state === 'reading') return;
    setState('reading');
    try {
      // Missing in insecure contexts and some browsers: treated as refused, like a denied permission.
      if (!navigator.clipboard?.readText) throw new Error('Clipboard reading is unavailable');
      const text = await navigator.clipboard.readText();
      if (!mounted.current) return;
      setState('idle');
      onPaste(text);
    } catch {
      if (mounted.current) setState('blocked');
    }
  };

  return (
    <Wrapper>
      <Button
        id={id}
        variant={variant}
        onClick={paste}
        // Busy, not disabled, while reading: disabling would throw the keyboard user's focus away.
        aria-busy={state === 'reading' || undefined}
        aria-disabled={state === 'reading' || undefined}
        disabled={disabled || state === 'blocked'}
      >
        {label}
      </Button>
      {state === 'blocked' ? (
        <Alert role="alert">
          <WarningIcon />
          <span>{blockedMessage}</span>
        </Alert>
      ) : null}
    </Wrapper>
  );
}
