import type { Db } from '../db/client.ts';
import { outsideRequest } from '../db/request-signal.ts';
import { retryDelayMs } from './backoff.ts';
import * as repo from './jobs.repo.ts';

export type { JobCounts, NewJob } from './jobs.repo.ts';

/** A job's work. Throwing retries it later; a PermanentJobError fails it at once. */
export type JobHandler = (payload: unknown) => Promise<void>;

/** An error no retry can mend (the mail server refused the address for good). */
export class PermanentJobError extends Error {}

export interface JobQueueOptions {
  db: Db;
  log: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** The time, injectable so tests can move it (reminders hours ahead). */
  clock?: () => Date;
  /** How often each process looks for due jobs; 0: only when told (kick, drain). */
  pollMs?: number;
  /** The wait after the first failure; it doubles with each further one (backoff.ts). */
  retryBaseMs?: number;
  maxAttempts?: number;
  /** How long a claim holds before another process may take the job (longer than any send). */
  leaseMs?: number;
  /** Jobs one process runs at once. */
  concurrency?: number;
}

export interface JobQueue {
  register(kind: string, handler: JobHandler): void;
  /** Stores a job, inside the caller's transaction when given one (so it exists iff that commits). */
  enqueue(job: repo.NewJob, tx?: repo.Tx): Promise<void>;
  /** Runs what is due soon, without waiting for the next poll. */
  kick(): void;
  /** Runs every job that is due now, and waits for them (shutdown, tests). */
  drain(): Promise<void>;
  counts(): Promise<repo.JobCounts>;
  start(): void;
  stop(): Promise<void>;
  now(): Date;
}

const DONE_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const messageOf = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 2000);

export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const { db, log } = opts;
  const now = opts.clock ?? (() => new Date());
  const retryBaseMs = opts.retryBaseMs ?? 30_000;
  const maxAttempts = opts.maxAttempts ?? 10;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const concurrency = opts.concurrency ?? 4;
  const handlers = new Map<string, JobHandler>();
  const inFlight = new Set<Promise<void>>();
  let pumping: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastSweep = 0;

  async function run(job: repo.ClaimedJob) {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind "${job.kind}"`);
      await handler(job.payload);
      await repo.markDone(db, job, now());
    } catch (err) {
      await settleFailure(job, err);
    }
  }

  async function settleFailure(job: repo.ClaimedJob, err: unknown) {
    const final = err instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const at = now();
    const retryAt = final ? null : new Date(at.getTime() + retryDelayMs(job.attempts, retryBaseMs));
    const fields = { err, jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt };
    if (final) log.error(fields, 'job failed for good');
    else log.warn(fields, 'job failed, will retry');
    await repo.markFailed(db, job, at, messageOf(err), retryAt).catch((e: unknown) => {
      // The lease runs out and the job is tried again.
      log.error({ err: e, jobId: job.id }, 'could not record a failed job');
    });
  }

  async function claimWhileRoom() {
    do {
      again = false;
      while (!stopped && inFlight.size < concurrency) {
        const job = await repo.claimDueJob(db, now(), leaseMs);
        if (!job) break;
        const running: Promise<void> = run(job).finally(() => {
          inFlight.delete(running);
          kick();
        });
        inFlight.add(running);
      }
    } while (again && !stopped);
  }

  function pump(): Promise<void> {
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = claimWhileRoom()
      .catch((err: unknown) => log.error({ err }, 'could not claim jobs'))
      .finally(() => {
        pumping = null;
        if (again) kick();
      });
    return pumping;
  }

  function kick() {
    if (!stopped) outsideRequest(() => void pump());
  }

  async function tick() {
    kick();
    const at = now().getTime();
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await repo
      .deleteDoneBefore(db, new Date(at - DONE_KEPT_MS))
      .catch((err: unknown) => log.error({ err }, 'could not remove old jobs'));
  }

  return {
    register: (kind, handler) => void handlers.set(kind, handler),
    enqueue: (job, tx) => repo.insertJob(tx ?? db, job, now(), maxAttempts),
    kick,
    async drain() {
      for (;;) {
        await outsideRequest(pump);
        if (inFlight.size === 0) return;
        await Promise.allSettled([...inFlight]);
      }
    },
    counts: () => repo.countJobs(db, now()),
    start() {
      if (timer || !opts.pollMs) return;
      timer = setInterval(() => void tick(), opts.pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pumping;
      await Promise.allSettled([...inFlight]);
    },
    now,
  };
}
