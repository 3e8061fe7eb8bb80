import { ALERT_LISTINGS_PER_MAIL, BRAND } from '#shared/constants.ts';
import { communityPath } from '#shared/seo-paths.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import * as repo from './alerts.repo.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export const ALERT_JOB = 'saved-search-alerts';
type Frequency = 'daily' | 'weekly';
interface AlertContext {
  db: Db;
  mailQueue: MailQueue;
  publicUrl: string;
  secret: string;
}

/** The page that turns a saved search's e-mails off (GET confirms, POST unsubscribes). */
export const unsubscribePath = (token: string) =>
  `/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

export function alertMail(
  target: repo.AlertTarget,
  listings: Awaited<ReturnType<typeof repo.listingsById>>,
  ctx: Pick<AlertContext, 'publicUrl' | 'secret'>,
): MailMessage {
  const shown = listings.slice(0, ALERT_LISTINGS_PER_MAIL);
  const more = listings.length - shown.length;
  const unsubscribe = `${ctx.publicUrl}${unsubscribePath(unsubscribeToken(ctx.secret, target.id))}`;
  const count =
    listings.length === 1 ? 'A new community matches' : `${listings.length} new communities match`;
  return {
    to: target.email,
    subject: `${count} your search “${target.name}”`,
    text: [
      `${count} your saved search “${target.name}” on ${BRAND}:`,
      '',
      ...shown.map(
        (l) => `- ${l.title}, ${l.city}, ${l.state}\n  ${ctx.publicUrl}${communityPath(l)}`,
      ),
      ...(more > 0 ? ['', `…and ${more} more.`] : []),
      '',
      `See the search: ${ctx.publicUrl}/browse${target.query ? `?${target.query}` : ''}`,
      '',
      `Stop these e-mails: ${unsubscribe}`,
    ].join('\n'),
    // RFC 8058: mail programs offer their own one-click unsubscribe, which POSTs to the link.
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** New matches grouped per saved search, in the order they were recorded. */
function bySearch(matches: { savedSearchId: string; listingId: string }[]) {
  const grouped = new Map<string, string[]>();
  for (const m of matches)
    grouped.set(m.savedSearchId, [...(grouped.get(m.savedSearchId) ?? []), m.listingId]);
  return grouped;
}

/**
 * One run of a frequency's alerts (docs/decisions/045), in one transaction: every saved search's
 * new matches are recorded (never one listing twice), one e-mail per search that has any is
 * queued, and every search of the frequency moves on to `now`. Nothing new: no e-mail.
 */
export async function runSavedSearchAlerts(ctx: AlertContext, frequency: Frequency, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const matches = [];
    for (const shape of await repo.dueShapes(tx, frequency)) {
      matches.push(...(await repo.recordNewMatches(tx, frequency, shape, now)));
    }
    await repo.moveAlertsOn(tx, frequency, now);
    const grouped = bySearch(matches);
    const targets = await repo.alertTargets(tx, [...grouped.keys()]);
    const listings = new Map(
      (await repo.listingsById(tx, [...new Set(matches.map((m) => m.listingId))])).map((l) => [
        l.id,
        l,
      ]),
    );
    for (const target of targets) {
      const found = (grouped.get(target.id) ?? []).flatMap((id) => listings.get(id) ?? []);
      await ctx.mailQueue.enqueue(alertMail(target, found, ctx), tx);
    }
    return { searchesMailed: targets.length, matches: matches.length };
  });
}

const DAY_MS = 86_400_000;

/**
 * The run of each frequency due at `now`: one per UTC day, one per week starting on Monday
 * (1970-01-01 was a Thursday, hence the 3). `dayMs` is shorter only in the browser tests.
 */
export function alertRunKeys(now: Date, dayMs = DAY_MS): { frequency: Frequency; key: string }[] {
  const day = Math.floor(now.getTime() / dayMs);
  return [
    { frequency: 'daily', key: `${ALERT_JOB}:daily:${day}` },
    { frequency: 'weekly', key: `${ALERT_JOB}:weekly:${Math.floor((day + 3) / 7)}` },
  ];
}

/**
 * Each process asks for the runs due now every hour (a 24th of `dayMs`): the job's unique key makes
 * one run per day and per week whatever the number of processes, and whichever claims it runs it.
 */
export function registerSavedSearchAlerts(jobs: JobQueue, ctx: AlertContext, dayMs = DAY_MS) {
  const everyMs = Math.min(dayMs / 24, 3_600_000);
  jobs.register(ALERT_JOB, async (payload) => {
    await runSavedSearchAlerts(ctx, (payload as { frequency: Frequency }).frequency, jobs.now());
  });
  const enqueueDue = async () => {
    for (const run of alertRunKeys(jobs.now(), dayMs)) {
      await jobs.enqueue({
        kind: ALERT_JOB,
        payload: { frequency: run.frequency },
        dedupeKey: run.key,
      });
    }
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    enqueueDue,
    start() {
      void enqueueDue().catch(() => undefined);
      timer = setInterval(() => void enqueueDue().catch(() => undefined), everyMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
