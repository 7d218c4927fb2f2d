/** The tail of each platform's queue: what the next run waits for. */
const tails = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `work` once every run queued before it for the same platform (`owner`, its context) has
 * finished, whether that run succeeded or not. The billing job, the payment sandbox job and the
 * test clock's advance all move the same statements, payments and webhooks: run side by side, a
 * collection could be made between the clock's jump and its statement run, or a webhook be sent
 * twice by two deliveries at once. Within one process only; across instances the idempotency
 * keys and the webhook outbox's row locks still hold.
 */
export function serialisePaymentWork<T>(owner: object, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(owner) ?? Promise.resolve();
  const run = previous.then(work);
  tails.set(
    owner,
    run.catch(() => undefined),
  );
  return run;
}
