/**
 * Turns per name within one process: `take(name, work)` runs `work` once every earlier work of
 * the same name has settled (whether it succeeded or not); other names do not wait. Not
 * re-entrant: work that takes a turn of its own name waits for itself.
 */
export function namedTurns(): { take<T>(name: string, work: () => Promise<T>): Promise<T> } {
  const tails = new Map<string, Promise<unknown>>();
  return {
    take<T>(name: string, work: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(work);
      const tail = run.catch(() => undefined);
      tails.set(name, tail);
      // The last in line forgets its name, so names do not pile up in a long-running process.
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}
