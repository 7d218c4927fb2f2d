import { startIntervalJob } from './interval-job';

/** A run that finishes when the test says so. */
function controlledRuns() {
  const pending: (() => void)[] = [];
  let count = 0;
  const run = () =>
    new Promise<number>((resolve) => {
      count += 1;
      const number = count;
      pending.push(() => resolve(number));
    });
  return { run, finishNext: () => pending.shift()?.(), started: () => count };
}

describe('startIntervalJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once and on each interval, never two runs at a time, reporting each', async () => {
    const runs = controlledRuns();
    const report = jest.fn();
    const job = startIntervalJob({
      name: 'test job',
      intervalMs: 1000,
      run: runs.run,
      log: { error: jest.fn() },
      report,
    });
    expect(runs.started()).toBe(1);
    // A tick while the first run is still going is skipped.
    jest.advanceTimersByTime(1000);
    expect(runs.started()).toBe(1);
    runs.finishNext();
    expect(await job.firstRun).toBe(1);
    expect(report).toHaveBeenCalledWith(1);
    jest.advanceTimersByTime(1000);
    expect(runs.started()).toBe(2);
    runs.finishNext();
    await job.stop();
    jest.advanceTimersByTime(5000);
    expect(runs.started()).toBe(2);
  });

  it('logs a run that throws and carries on with the next', async () => {
    const error = jest.fn();
    let calls = 0;
    const job = startIntervalJob({
      name: 'test job',
      intervalMs: 1000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('provider down');
        return calls;
      },
      log: { error },
    });
    expect(await job.firstRun).toBeNull();
    expect(error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'provider down' }) },
      'test job: the run failed',
    );
    jest.advanceTimersByTime(1000);
    await job.stop();
    expect(calls).toBe(2);
  });

  it('runs only once when the interval is 0, and stop waits for a run in flight', async () => {
    const runs = controlledRuns();
    const job = startIntervalJob({
      name: 'test job',
      intervalMs: 0,
      run: runs.run,
      log: { error: jest.fn() },
    });
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    runs.finishNext();
    await stopping;
    expect(stopped).toBe(true);
    jest.advanceTimersByTime(60_000);
    expect(runs.started()).toBe(1);
  });
});
