/** A job started by `startIntervalJob`. */
export type IntervalJob<Run> = {
  /** The run at start-up (tests and start-up wait for it); null when it failed. */
  readonly firstRun: Promise<Run | null>;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
};

/** What a job says about its runs: a failed run is logged, never thrown into the timer. */
export type IntervalJobLog = { error(details: object, message: string): void };

/**
 * Runs `run` now and then every `intervalMs` (0: only now), the way every background job of the
 * platform runs (renewals, billing, checkout reconcile, the payment sandboxes). The timer is
 * unref'd, so it never keeps the process alive; runs never overlap (a tick while one runs is
 * skipped, the next tick catches up); a run that throws is logged as `<name>: the run failed`
 * and the job carries on; `report` hears each finished run.
 */
export function startIntervalJob<Run>(options: {
  name: string;
  intervalMs: number;
  run: () => Promise<Run>;
  log: IntervalJobLog;
  report?: (run: Run) => void;
}): IntervalJob<Run> {
  const { name, intervalMs, run, log, report } = options;
  let running: Promise<Run | null> | null = null;
  let stopped = false;
  const tick = (): Promise<Run | null> => {
    if (running || stopped) return running ?? Promise.resolve(null);
    running = run()
      .then((result) => {
        report?.(result);
        return result;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, `${name}: the run failed`);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void tick(), intervalMs).unref() : null;
  const firstRun = tick();
  return {
    firstRun,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
