import { type RefObject, useEffect, useRef } from 'react';

/** What a keyboard user can land on inside a field's content. */
const FOCUSABLE =
  'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Keeps focus in a field whose content is swapped by the user's own action (a change-or-confirm
 * field: Use this vehicle, a chosen address, Change, Cancel): the control that was pressed is
 * gone, so focus would fall back to the page's body and a keyboard or screen-reader user would
 * have to find their place again (WCAG 2.4.3). When `mode` changes and focus is lost (or still
 * inside the container), focus moves to the new content's first control. Focus the user has since
 * taken elsewhere stays where it is. Put the returned ref on the element wrapping every mode.
 */
export function useFocusOnModeChange<E extends HTMLElement = HTMLDivElement>(
  mode: string,
): RefObject<E | null> {
  const container = useRef<E>(null);
  const previous = useRef(mode);
  useEffect(() => {
    if (previous.current === mode) return;
    previous.current = mode;
    const here = container.current;
    if (!here) return;
    const active = here.ownerDocument.activeElement;
    const lost = active === null || active === here.ownerDocument.body;
    if (!lost && !here.contains(active)) return;
    here.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [mode]);
  return container;
}
