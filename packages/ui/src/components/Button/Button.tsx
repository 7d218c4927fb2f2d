import styled from '@emotion/styled';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { focusRing, reducedMotion } from '../../theme/theme';

/** Button look: the one main action, a lesser one, one that destroys, or a button that looks like a link. */
export type ButtonVariant = 'primary' | 'secondary' | 'destructive' | 'link';

/** Props of Button. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** What it looks like. @default 'primary' */
  variant?: ButtonVariant;
  /** Stretch to the container's width (as on mobile). @default false */
  fullWidth?: boolean;
  /**
   * Shows a busy state: presses do nothing and the button announces that it is working and is
   * unavailable (aria-disabled), but it stays focusable so the keyboard user who pressed it keeps
   * their place (a disabled button would drop focus to the page's body). @default false
   */
  loading?: boolean;
  /** The button's text. */
  children: ReactNode;
}

const StyledButton = styled.button<{ variant: ButtonVariant; fullWidth: boolean }>(
  ({ theme, variant, fullWidth }) => {
    const looks = {
      primary: `background: ${theme.colors.primary}; color: ${theme.colors.textInverse}; border-color: ${theme.colors.primary};
        &:hover:not(:disabled) { background: ${theme.colors.primaryHover}; border-color: ${theme.colors.primaryHover}; }`,
      secondary: `background: ${theme.colors.background}; color: ${theme.colors.primary}; border-color: ${theme.colors.primary};
        &:hover:not(:disabled) { background: ${theme.colors.primarySubtle}; }`,
      destructive: `background: ${theme.colors.error}; color: ${theme.colors.textInverse}; border-color: ${theme.colors.error};
        &:hover:not(:disabled) { filter: brightness(0.9); }`,
      link: `background: transparent; color: ${theme.colors.link}; border-color: transparent; text-decoration: underline;
        text-underline-offset: 0.15em; padding-inline: ${theme.space.xxs}px;
        &:hover:not(:disabled) { color: ${theme.colors.linkHover}; text-decoration-thickness: 3px; }`,
    } as const;
    return `
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: ${theme.space.xs}px;
      min-height: ${theme.minTouchTarget}px;
      min-width: ${theme.minTouchTarget}px;
      width: ${fullWidth ? '100%' : 'auto'};
      padding: ${theme.space.xs}px ${theme.space.lg}px;
      border: 2px solid;
      border-radius: ${theme.radii.sm}px;
      font-family: ${theme.fonts.sans};
      font-size: ${theme.typeScale.body.fontSize}px;
      font-weight: ${theme.fontWeights.bold};
      line-height: ${theme.typeScale.body.lineHeight}px;
      cursor: pointer;
      transition: background-color 120ms ease-in-out;
      ${looks[variant]}
      &:focus-visible { ${focusRing} }
      &:disabled, &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
      ${reducedMotion}
    `;
  },
);

/** A button in one of the brand's four looks; 44px tall at least, with a visible focus ring. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    fullWidth = false,
    loading = false,
    disabled,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      variant={variant}
      fullWidth={fullWidth}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      // While busy a press neither runs onClick nor submits the form.
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {children}
    </StyledButton>
  );
});
