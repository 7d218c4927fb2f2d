import { ENDED_POLICY_STATUSES } from '@brand/domain';
import type { Sql } from '../../db/database';
import { JOB_LOCKS } from '../../jobs/job-locks';
import type { PlatformContext } from '../../platform-context';
import type { RenewalJobSettings } from '../../settings';
import { type IntervalJob, startIntervalJob } from '../../shared/interval-job';
import { bindRenewal, renewalsDueToBind } from './renewal-binding';
import { createRenewalProposal } from './renewal-proposal';

const DAY_MS = 86_400_000;

/**
 * The policies due their renewal proposal at `now`: cover that renews (review type not NEVER,
 * renewal not stopped, not ended or terminated), expiring after `now` and within `windowDays`,
 * and without a renewal proposal yet. Auto-renewal switched off still gets one: the opted-out
 * banner offers to reactivate it at its price.
 */
export async function policiesDueForRenewal(
  db: Sql,
  now: Date,
  windowDays: number,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT p.id FROM policies p
      WHERE p.review_type <> 'NEVER' AND NOT p.renewal_stopped
        AND p.status <> ALL($3::text[]) AND p.terminated_at IS NULL
        AND p.expired_at IS NOT NULL AND p.expired_at > $1 AND p.expired_at <= $2
        AND NOT EXISTS (
          SELECT 1 FROM proposals r
           WHERE r.source_policy_id = p.id AND r.kind = 'RENEWAL' AND r.deleted_at IS NULL)
      ORDER BY p.expired_at, p.id`,
    [now, new Date(now.getTime() + windowDays * DAY_MS), [...ENDED_POLICY_STATUSES]],
  );
  return rows.map((row) => row.id);
}

/**
 * What one run of the job did: the renewal proposals it made, the renewals it bound on their
 * anniversary, those whose checks were not clear, and the policies or renewals it could not handle.
 */
export type RenewalRun = {
  created: { policyId: string; proposalCode: string }[];
  bound: { proposalCode: string; policyId: string }[];
  notClear: { proposalCode: string; checks: string[] }[];
  failed: { policyId?: string; proposalCode?: string; error: string }[];
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One run of the renewal job: a renewal proposal for every policy due one. A policy that fails
 * (a disclosure the forms no longer accept, say) is reported and retried on the next run; it
 * never stops the others. Safe to run twice at once: createRenewalProposal makes one per policy.
 */
export async function runRenewalJob(
  context: PlatformContext,
  settings: Pick<RenewalJobSettings, 'windowDays'>,
): Promise<RenewalRun> {
  const run: RenewalRun = { created: [], bound: [], notClear: [], failed: [] };
  const due = await policiesDueForRenewal(context.db, context.clock.now(), settings.windowDays);
  for (const policyId of due) {
    try {
      const proposal = await createRenewalProposal(context, policyId);
      run.created.push({ policyId, proposalCode: proposal.id });
    } catch (error) {
      run.failed.push({ policyId, error: messageOf(error) });
    }
  }
  // Then the renewals whose anniversary has come: bound, so cover carries on without a gap.
  for (const proposalCode of await renewalsDueToBind(context.db, context.clock.now())) {
    try {
      const outcome = await bindRenewal(context, proposalCode);
      if (outcome.kind === 'bound') run.bound.push({ proposalCode, policyId: outcome.policyId });
      else run.notClear.push({ proposalCode, checks: outcome.checks });
    } catch (error) {
      run.failed.push({ proposalCode, error: messageOf(error) });
    }
  }
  return run;
}

/** Where the job reports its runs (Fastify's logger fits). */
export type RenewalJobLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** A started renewal job. */
export type RenewalJob = IntervalJob<RenewalRun>;

/** Runs the renewal job now and then every `intervalMinutes` (0: only now); see startIntervalJob. */
export function startRenewalJob(
  context: PlatformContext,
  settings: RenewalJobSettings,
  log: RenewalJobLog,
): RenewalJob {
  return startIntervalJob({
    name: 'renewal job',
    intervalMs: settings.intervalMinutes * 60_000,
    // One run at a time across every instance on the database (ADR 0019).
    run: () => context.db.exclusively(JOB_LOCKS.renewals, () => runRenewalJob(context, settings)),
    log,
    report: (run) => {
      if (run.created.length > 0) {
        log.info({ created: run.created }, 'renewal job: renewal proposals made');
      }
      if (run.bound.length > 0) log.info({ bound: run.bound }, 'renewal job: renewals bound');
      if (run.notClear.length > 0) {
        log.error({ notClear: run.notClear }, 'renewal job: renewals not bound, checks not clear');
      }
      if (run.failed.length > 0) {
        log.error({ failed: run.failed }, 'renewal job: policies it could not renew');
      }
    },
  });
}
