import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewJob {
  kind: string;
  payload: unknown;
  /** When it may first run (default: at once). */
  runAt?: Date;
  maxAttempts?: number;
  /** A second job with the same key is not stored (scheduling the same reminder twice). */
  dedupeKey?: string;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

export async function insertJob(db: Db | Tx, job: NewJob, now: Date, maxAttempts: number) {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      runAt: job.runAt ?? now,
      maxAttempts: job.maxAttempts ?? maxAttempts,
      dedupeKey: job.dedupeKey,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

/**
 * Takes one due job: a pending one whose time has come, or a running one whose lease ran out (its
 * process died). SKIP LOCKED lets every process claim at once without two taking the same row;
 * the attempt number it returns fences out a process that comes back after its lease.
 */
export async function claimDueJob(db: Db, now: Date, leaseMs: number) {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    with due as (
      select id from jobs
      where status in ('pending', 'running') and run_at <= ${now}
        and (status = 'pending' or locked_until <= ${now})
      order by run_at
      limit 1
      for update skip locked
    )
    update jobs set status = 'running', attempts = jobs.attempts + 1,
      locked_until = ${leaseEnd}, updated_at = ${now}
    from due where jobs.id = due.id
    returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts as "maxAttempts"`);
  return rowsOf<ClaimedJob>(result)[0];
}

const sameClaim = (job: ClaimedJob) =>
  sql`id = ${job.id} and attempts = ${job.attempts} and status = 'running'`;

export async function markDone(db: Db, job: ClaimedJob, now: Date) {
  await db.execute(sql`update jobs set status = 'done', locked_until = null, last_error = null,
    updated_at = ${now} where ${sameClaim(job)}`);
}

/** Back to pending at retryAt, or failed for good when retryAt is null. */
export async function markFailed(
  db: Db,
  job: ClaimedJob,
  now: Date,
  error: string,
  retryAt: Date | null,
) {
  const status = retryAt ? 'pending' : 'failed';
  await db.execute(sql`update jobs set status = ${status}, run_at = coalesce(${retryAt}, run_at),
    locked_until = null, last_error = ${error}, updated_at = ${now} where ${sameClaim(job)}`);
}

/** Finished jobs are kept a while (to look into), then removed. */
export async function deleteDoneBefore(db: Db, before: Date) {
  await db.execute(sql`delete from jobs where status = 'done' and updated_at < ${before}`);
}

export interface JobCounts {
  /** Due now and not yet sent: a backlog that grows means no process is working the queue. */
  due: number;
  /** Waiting for their time (a reminder hours ahead). */
  scheduled: number;
  /** Failed at least once and waiting for another try (the mail server was down). */
  retrying: number;
  /** Given up on: every attempt failed, or the failure was final. */
  failed: number;
}

export async function countJobs(db: Db, now: Date): Promise<JobCounts> {
  const result = await db.execute(sql`select
      count(*) filter (where run_at <= ${now} and status <> 'failed')::int as due,
      count(*) filter (where run_at > ${now} and attempts = 0)::int as scheduled,
      count(*) filter (where status <> 'failed' and attempts > 0)::int as retrying,
      count(*) filter (where status = 'failed')::int as failed
    from jobs where status <> 'done'`);
  return rowsOf<JobCounts>(result)[0]!;
}
