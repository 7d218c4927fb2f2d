import { useEffect } from 'react';

/**
 * Moves focus to the page's h1 when `key` changes (a navigation): screen-reader and keyboard users
 * start on the new page's heading (spec 000: focus moves to the page heading on navigation). Off
 * while `enabled` is false (a page that keeps focus where the visitor left it).
 */
export function useFocusHeading(key: string, enabled = true): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the navigation to react to
  useEffect(() => {
    if (enabled) focusMainHeading();
  }, [key, enabled]);
}

/**
 * Focuses the page's h1, made focusable by script only. Also where focus goes when what opened a
 * panel is gone by the time it closes (a dialog that closed to make room for it), rather than
 * letting it fall to the document's start. Returns whether there was a heading.
 */
export function focusMainHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
  return true;
}
