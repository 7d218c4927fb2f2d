const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Scrolls the field with this id into view and focuses it (or, for a group, its first control).
 * Smooth scrolling only when the user has not asked for reduced motion. False when there is no such field.
 */
export function focusField(id: string, doc: Document = document): boolean {
  const target = doc.getElementById(id);
  if (!target) return false;
  const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  const reduceMotion =
    doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  (control ?? target).focus({ preventScroll: true });
  return true;
}
