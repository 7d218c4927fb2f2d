import { useCallback, useEffect, useRef } from 'react';

/**
 * Makes everything outside `element`'s branch of the body `inert` while `active`. Radix already
 * hides the rest of the page with aria-hidden and traps focus; inert also takes the page's controls
 * out of the tab order, so no focusable element stays inside aria-hidden content (axe
 * aria-hidden-focus). Returns `release`, to lift it at once: focus cannot return into inert content.
 */
export function useInertOthers(element: HTMLElement | null, active: boolean): () => void {
  const made = useRef<HTMLElement[]>([]);
  const release = useCallback(() => {
    for (const other of made.current) other.removeAttribute('inert');
    made.current = [];
  }, []);

  useEffect(() => {
    if (!active || element === null) return;
    made.current = Array.from(document.body.children).filter(
      (child): child is HTMLElement =>
        child instanceof HTMLElement && !child.contains(element) && !child.hasAttribute('inert'),
    );
    for (const other of made.current) other.setAttribute('inert', '');
    return release;
  }, [element, active, release]);

  return release;
}
