import { useEffect } from 'react';

/**
 * Moves focus to the page's h1 when `key` changes (a navigation): screen-reader and keyboard users
 * start on the new page's heading (spec 000: focus moves to the page heading on navigation). Off
 * while `enabled` is false (a page that keeps focus where the visitor left it).
 */
export function useFocusHeading(key: string, enabled = true): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the navigation to react to
  useEffect(() => {
    if (!enabled) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
  }, [key, enabled]);
}
