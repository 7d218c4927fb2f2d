import type { StatusTone } from '@brand/domain';
import styled from '@emotion/styled';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { focusRing, mq } from '../../theme/theme';
import { SNACKBAR_DURATION_MS } from '../../theme/tokens';

/** Props of Snackbar. */
export interface SnackbarProps {
  /** Whether the snackbar is showing. It also hides itself after `duration`, before `onClose` runs. */
  open: boolean;
  /** The short message. */
  message: ReactNode;
  /** Runs when the snackbar hides itself or is dismissed. */
  onClose?: () => void;
  /** The status tone; an icon shows it alongside the colour. @default 'default' */
  tone?: StatusTone;
  /** How long it stays, in milliseconds; pointing at it or focusing it pauses the count. @default SNACKBAR_DURATION_MS (4000) */
  duration?: number;
  /** Accessible name of the dismiss button. @default 'Dismiss' */
  dismissLabel?: string;
}

const Region = styled.div(
  ({ theme }) => `
  position: fixed;
  left: ${theme.space.md}px;
  right: ${theme.space.md}px;
  bottom: ${theme.space.md}px;
  z-index: ${theme.zIndices.snackbar};
  display: flex;
  justify-content: center;
  pointer-events: none;
`,
);

const Bar = styled.div<{ $tone: StatusTone }>(
  ({ theme, $tone }) => `
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm}px;
  width: 100%;
  padding: ${theme.space.xxs}px ${theme.space.xxs}px ${theme.space.xxs}px ${theme.space.md}px;
  border: 1px solid ${theme.tones[$tone].border};
  border-left-width: ${theme.space.xs}px;
  border-radius: ${theme.radii.sm}px;
  background: ${theme.tones[$tone].background};
  color: ${theme.tones[$tone].foreground};
  box-shadow: 0 ${theme.space.xxs}px ${theme.space.md}px rgba(0, 0, 0, 0.2);
  ${mq('sm')} { width: auto; min-width: 320px; max-width: 560px; }
`,
);

const Message = styled.div(
  ({ theme }) => `
  flex: 1;
  padding-block: ${theme.space.xs}px;
  font-weight: ${theme.fontWeights.bold};
`,
);

const DismissButton = styled.button(
  ({ theme }) => `
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.minTouchTarget}px;
  height: ${theme.minTouchTarget}px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${theme.radii.sm}px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { border-color: currentColor; }
  &:focus-visible { ${focusRing} }
`,
);

const toneIcons: Record<StatusTone, ReactNode> = {
  default: <circle cx="10" cy="10" r="4" fill="currentColor" />,
  info: (
    <>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 9v5M10 6v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  success: (
    <path
      d="M4 10.5l4 4 8-9"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  ),
  warning: (
    <>
      <path
        d="M10 2l9 16H1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M10 8v4M10 15v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  critical: (
    <>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M7 7l6 6M13 7l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
};

function ToneIcon({ tone }: { tone: StatusTone }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {toneIcons[tone]}
    </svg>
  );
}

/** A short message at the bottom of the screen, announced politely, that hides itself after four seconds. */
export function Snackbar({
  open,
  message,
  onClose,
  tone = 'default',
  duration = SNACKBAR_DURATION_MS,
  dismissLabel = 'Dismiss',
}: SnackbarProps) {
  const [visible, setVisible] = useState(open);
  const [lastOpenProp, setLastOpenProp] = useState(open);
  if (open !== lastOpenProp) {
    setLastOpenProp(open);
    setVisible(open);
  }
  const [paused, setPaused] = useState(false);
  // What is left of the duration, kept across pauses; reset each time the snackbar opens.
  const remaining = useRef(duration);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const close = useCallback(() => {
    setVisible(false);
    onCloseRef.current?.();
  }, []);

  useEffect(() => {
    if (visible) remaining.current = duration;
  }, [visible, duration]);

  useEffect(() => {
    if (!visible || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [visible, paused, close]);

  // The live region stays in the page so screen readers announce the message when it arrives.
  return (
    <Region role="status" aria-live="polite">
      {visible ? (
        <Bar
          $tone={tone}
          data-tone={tone}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
          }}
        >
          <ToneIcon tone={tone} />
          <Message>{message}</Message>
          <DismissButton type="button" aria-label={dismissLabel} onClick={close}>
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path
                d="M4 4l12 12M16 4L4 16"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </DismissButton>
        </Bar>
      ) : null}
    </Region>
  );
}
