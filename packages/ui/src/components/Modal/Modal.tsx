import { lazy, type ReactNode, Suspense, useState } from 'react';

/** The modal looks: a plain dialog, a content page in an iframe, or the feedback prompt. */
export const MODAL_VARIANTS = ['default', 'iframe', 'feedback'] as const;
/** A modal look. */
export type ModalVariant = (typeof MODAL_VARIANTS)[number];

/** Props of Modal. */
export interface ModalProps {
  /** Whether the modal is showing. The modal also hides itself when dismissed, before `onClose` runs. */
  open: boolean;
  /** Runs after the modal closes from its close button, a backdrop click or Escape. */
  onClose?: () => void;
  /** The heading, and the dialog's accessible name. */
  title: ReactNode;
  /** A short line under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** The body of the modal (not used by the iframe variant, which shows `src`). */
  children?: ReactNode;
  /** Actions at the bottom (for example a ConfirmDiscard pair or a chat button). */
  footer?: ReactNode;
  /** What it looks like. @default 'default' */
  variant?: ModalVariant;
  /** The content page the iframe variant shows. */
  src?: string;
  /** The iframe's accessible title. @default the `title` when it is a string */
  iframeTitle?: string;
  /** Whether the close button, a backdrop click and Escape close the modal. @default true */
  dismissible?: boolean;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /**
   * What gets focus back on close when nothing had focus as the modal opened: a modal a failed
   * save opened, whose button was disabled while it worked. @default the page's h1
   */
  returnFocusTo?: HTMLElement | null;
}

// Radix's dialog with its focus trap, scroll lock and dismissable layer is about 15 KB gzipped that
// most pages never show: it loads when a modal first opens (issue 20). The opener keeps focus while
// it loads, so the dialog still finds it to give focus back to.
const ModalDialog = lazy(() => import('./ModalDialog').then((m) => ({ default: m.ModalDialog })));

/** A dialog that traps focus, locks page scroll and closes on its close button, a backdrop click or Escape. */
export function Modal(props: ModalProps) {
  // Once opened it stays mounted, so closing runs Radix's own close (focus given back) as before.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
