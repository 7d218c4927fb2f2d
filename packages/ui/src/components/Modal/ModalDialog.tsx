import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, useState } from 'react';
import { focusRing, mq } from '../../theme/theme';
import { MODAL_MAX_WIDTH } from '../../theme/tokens';
import { useInertOthers } from './inert-others';
import type { ModalProps, ModalVariant } from './Modal';

const Overlay = styled(Dialog.Overlay)(
  ({ theme }) => `
  position: fixed;
  inset: 0;
  background: ${theme.colors.overlay};
  z-index: ${theme.zIndices.overlay};
`,
);

// Style-only `$` props must not reach Radix, which spreads its props onto the DOM.
const withoutStyleProps = { shouldForwardProp: (prop: string) => !prop.startsWith('$') };

const Content = styled(
  Dialog.Content,
  withoutStyleProps,
)<{ $variant: ModalVariant }>(
  ({ theme, $variant }) => `
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${theme.zIndices.modal};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md}px;
  width: calc(100% - ${theme.space.md * 2}px);
  max-width: ${MODAL_MAX_WIDTH}px;
  max-height: calc(100% - ${theme.space.md * 2}px);
  overflow-y: auto;
  padding: ${theme.space.lg}px ${theme.space.md}px;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.md}px;
  border-top: ${$variant === 'feedback' ? `${theme.space.xs}px solid ${theme.colors.primary}` : 'none'};
  text-align: ${$variant === 'feedback' ? 'center' : 'left'};
  &:focus-visible { ${focusRing} }
  ${mq('sm')} { padding: ${theme.space.xl}px; }
`,
);

const Header = styled.div(
  ({ theme }) => `
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm}px;
`,
);

const Title = styled(
  Dialog.Title,
  withoutStyleProps,
)<{ $centred: boolean }>(
  ({ theme, $centred }) => `
  flex: 1;
  margin: 0;
  padding-top: ${theme.space.xs}px;
  font-size: ${theme.typeScale.h3.fontSize}px;
  line-height: ${theme.typeScale.h3.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
  /* The feedback variant centres its title over the close button's width too. */
  ${$centred ? `padding-left: ${theme.minTouchTarget + theme.space.sm}px;` : ''}
`,
);

const Description = styled(Dialog.Description)(
  ({ theme }) => `
  margin: 0;
  color: ${theme.colors.textSecondary};
`,
);

const CloseButton = styled.button(
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
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover { border-color: ${theme.colors.border}; }
  &:focus-visible { ${focusRing} }
`,
);

const Frame = styled.iframe(
  ({ theme }) => `
  width: 100%;
  height: 60vh;
  border: 1px solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.sm}px;
`,
);

const Footer = styled.div<{ $centred: boolean }>(
  ({ theme, $centred }) => `
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm}px;
  justify-content: ${$centred ? 'center' : 'flex-end'};
`,
);

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M4 4l12 12M16 4L4 16"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Gives focus back to what opened the modal. When that is gone (the page changed under the modal)
 * or was nothing (a modal a failed call opened), focus goes to the page's heading, not the body,
 * so a keyboard or screen reader user carries on from the top of the page rather than from nowhere.
 */
function returnFocus(opener: HTMLElement | null) {
  if (opener?.isConnected) {
    opener.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/** Whether a button in this footer has this accessible name (its aria-label, else its text). */
function footerHasButtonNamed(footer: HTMLElement | null, name: string): boolean {
  if (!footer) return false;
  const wanted = name.trim().toLowerCase();
  return Array.from(footer.querySelectorAll('button, a[href]')).some(
    (button) =>
      (button.getAttribute('aria-label') ?? button.textContent ?? '').trim().toLowerCase() ===
      wanted,
  );
}

/**
 * The dialog itself (Radix's, with its focus trap and scroll lock): `Modal` loads it when a modal
 * first opens.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  variant = 'default',
  src,
  iframeTitle,
  dismissible = true,
  closeLabel = 'Close',
  returnFocusTo: fallbackOpener = null,
}: ModalProps) {
  // The modal hides itself when dismissed, so onClose is optional; a new `open` from the parent wins.
  const [isOpen, setIsOpen] = useState(open);
  const [lastOpenProp, setLastOpenProp] = useState(open);
  if (open !== lastOpenProp) {
    setLastOpenProp(open);
    setIsOpen(open);
  }
  // Radix returns focus only to its own Trigger; our callers open the modal from anywhere.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // A state, not a ref: Radix's portal mounts the content a render after the modal opens.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const releaseInert = useInertOthers(content, isOpen);

  const close = () => {
    setIsOpen(false);
    onClose?.();
  };

  // Two buttons of one name (the X "Close" and a footer "Close") leave a screen reader user guessing
  // which is which: when the footer has a button named like the X, the footer's wins and the X goes.
  const footerRef = useRef<HTMLDivElement>(null);
  const [footerCloses, setFooterCloses] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the footer's buttons change with `footer`
  useLayoutEffect(() => {
    setFooterCloses(footerHasButtonNamed(footerRef.current, closeLabel));
  }, [content, footer, closeLabel]);

  const centred = variant === 'feedback';
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <Dialog.Portal>
        <Overlay />
        <Content
          ref={setContent}
          $variant={variant}
          data-variant={variant}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            releaseInert();
            returnFocus(returnFocusTo.current ?? fallbackOpener);
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
        >
          <Header>
            <Title $centred={centred && dismissible}>{title}</Title>
            {dismissible && !footerCloses ? (
              <Dialog.Close asChild>
                <CloseButton type="button" aria-label={closeLabel}>
                  <CloseIcon />
                </CloseButton>
              </Dialog.Close>
            ) : null}
          </Header>
          {description !== undefined ? <Description>{description}</Description> : null}
          {variant === 'iframe' ? (
            <Frame
              src={src}
              title={iframeTitle ?? (typeof title === 'string' ? title : undefined)}
            />
          ) : (
            children
          )}
          {footer ? (
            <Footer ref={footerRef} $centred={centred}>
              {footer}
            </Footer>
          ) : null}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
