import { BRAND } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Tx } from '../../jobs/jobs.repo.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import * as repo from './tour-requests.repo.ts';

export const TOUR_REMINDER_JOB = 'tour-request-reminder';
/** Hours after a request arrives at which its provider is reminded while it is still New. */
export const REMINDER_HOURS = [2, 24] as const;

interface ReminderPayload {
  requestId: string;
  hours: number;
}

/** Schedules the reminders of a new request, in the transaction that stores it. */
export async function scheduleReminders(jobs: JobQueue, tx: Tx, requestId: string) {
  const from = jobs.now().getTime();
  for (const hours of REMINDER_HOURS) {
    await jobs.enqueue(
      {
        kind: TOUR_REMINDER_JOB,
        payload: { requestId, hours } satisfies ReminderPayload,
        runAt: new Date(from + hours * 60 * 60 * 1000),
        dedupeKey: `${TOUR_REMINDER_JOB}:${requestId}:${hours}`,
      },
      tx,
    );
  }
}

export function reminderMail(
  target: { listingTitle: string; providerEmail: string; familyName: string },
  hours: number,
  publicUrl: string,
): MailMessage {
  const waited = hours === 1 ? 'an hour' : `${hours} hours`;
  return {
    to: target.providerEmail,
    subject: `Reminder: a family is waiting to hear about ${target.listingTitle}`,
    text: [
      `${target.familyName} asked to visit ${target.listingTitle} through ${BRAND} ${waited} ago, and the request is still New.`,
      '',
      'Families often visit the community that answers first. Their details and preferred time are under Inquiries:',
      `${publicUrl}/dashboard?tab=inquiries`,
      '',
      'Once you have contacted them, set the request to Contacted and these reminders stop.',
    ].join('\n'),
  };
}

/**
 * The reminder job: mails the provider if the request is still New when it falls due. A request
 * contacted, scheduled, closed, withdrawn or deleted meanwhile sends nothing.
 */
export function registerTourReminders(
  jobs: JobQueue,
  ctx: { db: Db; mailer: Mailer; publicUrl: string },
) {
  jobs.register(TOUR_REMINDER_JOB, async (payload) => {
    const { requestId, hours } = payload as ReminderPayload;
    const target = await repo.reminderTarget(ctx.db, requestId);
    if (!target || target.status !== 'new') return;
    await ctx.mailer.send(reminderMail(target, hours, ctx.publicUrl));
  });
}
