import { focusRing } from '@brand/ui';
import type { Theme } from '@emotion/react';

/** The look of the frame's text links (footer, cookie banner): the brand link, 44px tall. */
export function frameLinkStyles(theme: Theme): string {
  return `
  display: inline-flex;
  align-items: center;
  min-height: ${theme.minTouchTarget}px;
  color: ${theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  &:hover { color: ${theme.colors.linkHover}; text-decoration-thickness: 3px; }
  &:focus-visible { ${focusRing} }
`;
}
