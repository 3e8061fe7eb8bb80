import type { Mailer, MailMessage } from './mailer.ts';

/** A mailer that sends after the current request has been answered; drain() waits for it. */
export interface MailQueue extends Mailer {
  /** Resolves once every mail handed over so far has been sent (or has failed and been logged). */
  drain(): Promise<void>;
}

/**
 * Sending a mail takes milliseconds that a request for an unknown address does not spend, so
 * the answer's timing told whether an account exists. Mail handed to this queue leaves on a
 * later turn of the event loop, after the request has been answered, and a failure is logged
 * rather than turned into an error page. The server drains it before it closes.
 */
export function createMailQueue(
  mailer: Mailer,
  log: { error(obj: object, msg: string): void },
): MailQueue {
  const pending = new Set<Promise<void>>();
  const deliver = async (message: MailMessage) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    await mailer.send(message);
  };
  return {
    send(message) {
      const sending = deliver(message)
        .catch((err: unknown) => log.error({ err, subject: message.subject }, 'mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
      return Promise.resolve();
    },
    async drain() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
