import type { FastifyInstance } from 'fastify';
import { JOBS, type JobName, type JobScheduleSettings } from './registry';

export type { JobName, JobScheduleSettings } from './registry';

/** The started jobs. */
export type JobSchedule = {
  /** Each job's run at start-up, settled once it has run (or failed, which it logs). */
  readonly firstRuns: Readonly<Record<JobName, Promise<unknown>>>;
  /** Stops every timer and waits for the runs in flight. */
  stop(): Promise<void>;
};

/**
 * Starts every job of the registry (JOBS), each now and then on its interval (startIntervalJob).
 * Every instance starts them all; each run takes its job's lock on the database first
 * (JOB_LOCKS), so across the instances sharing a database a job's runs happen one at a time, and
 * the jobs' own records (one statement per number, one collection per statement, one renewal per
 * policy) make each day's work happen once (ADR 0019).
 */
export function startJobSchedule(app: FastifyInstance, settings: JobScheduleSettings): JobSchedule {
  const started = JOBS.map((job) => ({ name: job.name, job: job.start(app, settings) }));
  return {
    firstRuns: Object.fromEntries(started.map(({ name, job }) => [name, job.firstRun])) as Record<
      JobName,
      Promise<unknown>
    >,
    async stop() {
      await Promise.all(started.map(({ job }) => job.stop()));
    },
  };
}
