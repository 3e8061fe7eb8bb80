import { outsideRequest } from '../db/request-signal.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { PermanentJobError } from '../jobs/job-queue.ts';
import type { Tx } from '../jobs/jobs.repo.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export const MAIL_JOB = 'mail';

/**
 * Every e-mail is a job (docs/decisions/032): stored in the database, sent by whichever server
 * process claims it, tried again with backoff while the mail server is down, and never sent while
 * a request waits.
 */
export interface MailQueue extends Mailer {
  /** Stores the mail as a job in the caller's transaction: it exists exactly when that commits. */
  enqueue(message: MailMessage, tx: Tx): Promise<void>;
  /** Resolves once every mail handed over so far has been stored (before a shutdown). */
  flush(): Promise<void>;
  /** flush(), then runs every due job and waits for them (tests read the mail at once). */
  drain(): Promise<void>;
}

/** An SMTP 5xx answer is final (no such mailbox, refused); anything else may pass later. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: number } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** The mail job: hands the stored message to the mailer (SMTP or the .eml outbox). */
export function registerMailJobs(jobs: JobQueue, mailer: Mailer) {
  jobs.register(MAIL_JOB, async (payload) => {
    try {
      const { to, subject, text, headers } = payload as MailMessage;
      await mailer.send({ to, subject, text, ...(headers ? { headers } : {}) });
    } catch (err) {
      if (isPermanent(err)) throw new PermanentJobError(String((err as Error).message));
      throw err;
    }
  });
}

/**
 * `send` stores the mail after the current request has been answered: storing it takes
 * milliseconds that a request for an unknown address does not spend, and the answer's timing
 * would tell whether an account exists. Storing is a local write that follows at once; the
 * server waits for it before it closes.
 */
export function createMailQueue(
  jobs: JobQueue,
  log: { error(obj: object, msg: string): void },
): MailQueue {
  const pending = new Set<Promise<void>>();
  const store = async (message: MailMessage) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    await jobs.enqueue({ kind: MAIL_JOB, payload: message });
    jobs.kick();
  };
  return {
    send(message) {
      const storing = outsideRequest(() => store(message))
        .catch((err: unknown) => log.error({ err, subject: message.subject }, 'mail not queued'))
        .finally(() => pending.delete(storing));
      pending.add(storing);
      return Promise.resolve();
    },
    enqueue: (message, tx) => jobs.enqueue({ kind: MAIL_JOB, payload: message }, tx),
    async flush() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async drain() {
      await this.flush();
      await jobs.drain();
    },
  };
}
