import type { PolicyStatus } from '@brand/domain';
import { JOB_LOCKS } from '../../jobs/job-locks';
import type { PlatformContext } from '../../platform-context';
import type { PolicyLifecycleSettings } from '../../settings';
import { type IntervalJob, startIntervalJob } from '../../shared/interval-job';
import { clockTransitionsDue } from './clock-transitions';
import { collectionLapsesDue } from './collections-lapse';
import { type PolicyTransition, transitionPolicy } from './policy-transitions';
import type { TransitionReason } from './transition-reasons';

/** What one run of the lifecycle job did. */
export type LifecycleRun = {
  moved: { policyId: string; from: PolicyStatus; to: PolicyStatus; reason: TransitionReason }[];
  failed: { policyId: string; error: string }[];
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function apply(
  context: PlatformContext,
  transitions: readonly PolicyTransition[],
  run: LifecycleRun,
): Promise<void> {
  for (const transition of transitions) {
    // A policy whose earlier step failed this run waits for the next run for its later steps.
    if (run.failed.some((failure) => failure.policyId === transition.policyId)) continue;
    try {
      // False: another instance (or a read) moved it first, and recorded it.
      if (await transitionPolicy(context, transition)) {
        const { policyId, from, to, reason } = transition;
        run.moved.push({ policyId, from, to, reason });
      }
    } catch (error) {
      run.failed.push({ policyId: transition.policyId, error: messageOf(error) });
    }
  }
}

/**
 * One run of the lifecycle job: every transition the clock has made due (starts, then renewals
 * and lapses at the term's end), then the lapses for collections unpaid past the grace. Each is
 * its own transaction and conditional on the status it moves from, so a run repeated, or run by
 * two instances at once, moves and emails each policy once; a policy that fails is reported and
 * tried again next run without stopping the others.
 */
export async function runLifecycleJob(
  context: PlatformContext,
  settings: Pick<PolicyLifecycleSettings, 'lapseAfterFailedPaymentDays'>,
): Promise<LifecycleRun> {
  const run: LifecycleRun = { moved: [], failed: [] };
  await apply(context, await clockTransitionsDue(context.db, context.clock.now()), run);
  const lapses = await collectionLapsesDue(
    context.db,
    context.clock.now(),
    settings.lapseAfterFailedPaymentDays,
  );
  await apply(context, lapses, run);
  return run;
}

/** Where the job reports its runs (Fastify's logger fits). */
export type LifecycleJobLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** Runs the lifecycle job now and then every interval (0: only now); see startIntervalJob. */
export function startLifecycleJob(
  context: PlatformContext,
  settings: PolicyLifecycleSettings,
  log: LifecycleJobLog,
): IntervalJob<LifecycleRun> {
  return startIntervalJob({
    name: 'policy lifecycle job',
    intervalMs: settings.intervalMinutes * 60_000,
    // One run at a time across every instance on the database (ADR 0019).
    run: () =>
      context.db.exclusively(JOB_LOCKS.policyLifecycle, () => runLifecycleJob(context, settings)),
    log,
    report: (run) => {
      if (run.moved.length > 0) log.info({ moved: run.moved }, 'lifecycle job: policies moved');
      if (run.failed.length > 0) {
        log.error({ failed: run.failed }, 'lifecycle job: policies it could not move');
      }
    },
  });
}
