// One Idempotency-Key per user action (issue 8): made when the action first runs, kept while it is
// retried (a failed call, a reload of the page it returns to), dropped once the action succeeded,
// so the next action is a new one. Kept in sessionStorage so a reload does not make a second key.

const PREFIX = 'brand.idempotency.';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const memory = new Map<string, string>();

/** The key of `action` ('pay:P1', 'mandate:RE123'): the same one until `actionSucceeded`. */
export function idempotencyKeyFor(action: string): string {
  const store = storage();
  const kept = memory.get(action) ?? store?.getItem(PREFIX + action) ?? null;
  if (kept) return kept;
  const key = crypto.randomUUID();
  memory.set(action, key);
  store?.setItem(PREFIX + action, key);
  return key;
}

/** The action took effect: its next run is a new action with a new key. */
export function actionSucceeded(action: string): void {
  memory.delete(action);
  storage()?.removeItem(PREFIX + action);
}
