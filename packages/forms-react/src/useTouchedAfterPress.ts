import { useCallback, useEffect, useRef } from 'react';

/**
 * How long after a touch or pen is lifted its click may still come (the browser sends a tap's
 * mouse events and click after the release); a press that ends in no click is settled then.
 */
export const PRESS_CLICK_GRACE_MS = 500;

/**
 * Marks inputs visited (`touch(name)`) when they are left, but not in the middle of a press. A
 * press moves focus on its way down: the error the blur reveals pushes the page down, and the
 * button under the pointer (Save and continue) is gone before it is released, so the click is
 * lost. Inputs left during a press are marked once it has clicked (or ended without a click).
 * Returns the blur handler the inputs take.
 */
export function useTouchedAfterPress(touch: (name: string) => void): (name: string) => void {
  const pressed = useRef(false);
  const pending = useRef(new Set<string>());
  const latestTouch = useRef(touch);
  latestTouch.current = touch;

  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(settle);
      pressed.current = false;
      const names = [...pending.current];
      pending.current.clear();
      for (const name of names) latestTouch.current(name);
    };
    const onDown = () => {
      clearTimeout(settle);
      pressed.current = true;
    };
    const onUp = (event: PointerEvent) => {
      // A mouse's click follows its release at once; a tap's comes a little later.
      settle = setTimeout(flush, event.pointerType === 'mouse' ? 0 : PRESS_CLICK_GRACE_MS);
    };
    // Capture, so the press is known before any handler moves focus; the click in the bubble
    // phase, after the pressed control has had it.
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    document.addEventListener('pointercancel', flush, true);
    window.addEventListener('click', flush);
    return () => {
      clearTimeout(settle);
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
      document.removeEventListener('pointercancel', flush, true);
      window.removeEventListener('click', flush);
    };
  }, []);

  return useCallback((name: string) => {
    if (pressed.current) pending.current.add(name);
    else latestTouch.current(name);
  }, []);
}
