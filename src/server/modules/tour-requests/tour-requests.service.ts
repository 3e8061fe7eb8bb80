import { createHmac } from 'node:crypto';
import { TOUR_REQUEST_LIMITS as LIMITS } from '#shared/constants.ts';
import { toStoredListingId } from '#shared/listing-id.ts';
import {
  TOUR_MESSAGES,
  type ProviderTourRequestList,
  type TourRequestData,
  type TourStatus,
} from '#shared/tour-request-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { newAccessToken, tourRequestLinkPath } from './tour-request-links.ts';
import { familyConfirmation, providerNotice } from './tour-request-mail.ts';
import { scheduleReminders } from './tour-reminders.ts';
import { toFamilyView, toProviderView } from './tour-request-view.ts';
import * as repo from './tour-requests.repo.ts';
import * as timing from './response-time.repo.ts';

export interface TourContext {
  db: Db;
  jobs: JobQueue;
  mailQueue: MailQueue;
  secret: string;
  publicUrl: string;
}

export interface Sender {
  userId: string | null;
  ip: string;
}

/** Keyed hash of the client address: counts requests per address without keeping the address. */
const clientKeyOf = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(`tour-client:${ip}`).digest('base64url');

type Tx = repo.Tx;
type Values = Omit<TourRequestData, 'website'>;

async function findListing(publicListingId: string, ctx: TourContext, sender: Sender) {
  const storedId = toStoredListingId(publicListingId);
  const listing = storedId ? await repo.listingWithProvider(ctx.db, storedId) : undefined;
  if (!storedId || !listing) throw new AppError('NOT_FOUND', 'Listing not found');
  if (!listing.providerId || !listing.providerEmail)
    throw new AppError('CONFLICT', TOUR_MESSAGES.noProvider);
  if (listing.providerId === sender.userId) throw new AppError('FORBIDDEN', TOUR_MESSAGES.refused);
  return { id: storedId, title: listing.title, providerEmail: listing.providerEmail };
}

/** Refuses a request past one of the limits (per inbox, per client address, per listing). */
async function checkLimits(
  tx: Tx,
  since: Date,
  listingId: string,
  values: Values,
  who: Sender & { clientKey: string },
) {
  if ((await repo.countRecent(tx, since, { email: values.email })) >= LIMITS.perEmail)
    throw new AppError('RATE_LIMITED', TOUR_MESSAGES.tooManyByEmail);
  if ((await repo.countRecent(tx, since, { clientKey: who.clientKey })) >= LIMITS.perIp)
    throw new AppError('RATE_LIMITED', TOUR_MESSAGES.tooManyByIp);
  const visitor = who.userId === null;
  if (
    visitor &&
    (await repo.countRecent(tx, since, { visitorsTo: listingId })) >= LIMITS.perListingFromVisitors
  )
    throw new AppError('RATE_LIMITED', TOUR_MESSAGES.tooManyForListing);
}

interface Stored {
  id: string;
  /** False when an identical request was already there: nothing new was stored. */
  created: boolean;
}

/**
 * Stores the request unless the same one is already there, under the limits, race-free, with
 * its mails (made by `mailsFor` from the private link, if any) and reminders as jobs of the same
 * transaction: a stored request always has them, and a refused one has none.
 */
function storeOnce(
  ctx: TourContext,
  listingId: string,
  sender: Sender,
  values: Values,
  mailsFor: (linkUrl: string | null) => MailMessage[],
) {
  const clientKey = clientKeyOf(ctx.secret, sender.ip);
  const since = new Date(Date.now() - LIMITS.windowHours * 60 * 60 * 1000);
  return ctx.db.transaction(async (tx): Promise<Stored> => {
    await repo.lockSenders(tx, values.email, clientKey, listingId);
    const same = await repo.findSameRequest(tx, since, listingId, values);
    if (same) return { id: same, created: false };
    await checkLimits(tx, since, listingId, values, { ...sender, clientKey });
    const link = sender.userId === null ? newAccessToken() : null;
    const id = await repo.insertTourRequest(tx, {
      ...values,
      // "Email only" means the community never gets the number, so it is not kept either.
      phone: values.contactPreference === 'phone' ? values.phone : null,
      listingId,
      userId: sender.userId,
      clientKey,
      accessTokenHash: link?.hash ?? null,
    });
    const linkUrl = link ? `${ctx.publicUrl}${tourRequestLinkPath(link.token)}` : null;
    for (const mail of mailsFor(linkUrl)) await ctx.mailQueue.enqueue(mail, tx);
    await scheduleReminders(ctx.jobs, tx, id);
    return { id, created: true };
  });
}

/**
 * Stores a tour request and queues the mails to the family and the provider, which leave after
 * the answer and are tried again while the mail server is down. The same request sent again
 * within the window answers with the first one (`created: false`) and emails no one.
 */
export async function createTourRequest(
  ctx: TourContext,
  publicListingId: string,
  sender: Sender,
  data: TourRequestData,
) {
  const listing = await findListing(publicListingId, ctx, sender);
  const { website: _honeypot, ...values } = data;
  const stored = await storeOnce(ctx, listing.id, sender, values, (linkUrl) => [
    familyConfirmation(data, listing.title, { publicUrl: ctx.publicUrl, linkUrl }),
    providerNotice(data, listing.title, listing.providerEmail, ctx.publicUrl),
  ]);
  if (stored.created) ctx.jobs.kick();
  const request = toFamilyView((await repo.findTourRequest(ctx.db, stored.id))!);
  return { request, created: stored.created };
}

export async function listFamilyRequests(db: Db, userId: string, listingId?: string) {
  return { requests: (await repo.listForFamily(db, userId, listingId)).map(toFamilyView) };
}

export async function withdrawRequest(db: Db, id: string, userId: string) {
  if (!(await repo.withdraw(db, id, userId)))
    throw new AppError('NOT_FOUND', TOUR_MESSAGES.notFound);
  return toFamilyView((await repo.findTourRequest(db, id))!);
}

export async function listProviderRequests(
  db: Db,
  providerId: string,
): Promise<ProviderTourRequestList> {
  const rows = await repo.listForProvider(db, providerId);
  const time = await timing.providerResponseTime(db, providerId);
  return {
    requests: rows.map(toProviderView),
    newCount: rows.filter((r) => r.status === 'new').length,
    responseTime: { ...time, quickShare: await timing.quickAnswerShare(db, providerId) },
  };
}

export async function updateProviderStatus(
  db: Db,
  id: string,
  providerId: string,
  status: Exclude<TourStatus, 'withdrawn'>,
) {
  const current = await repo.findTourRequest(db, id);
  // Another provider's request answers exactly like a missing one.
  if (!current || current.providerId !== providerId)
    throw new AppError('NOT_FOUND', TOUR_MESSAGES.notFound);
  if (current.status === 'withdrawn')
    throw new AppError('CONFLICT', TOUR_MESSAGES.alreadyWithdrawn);
  if (status === 'new' && current.status !== 'new')
    throw new AppError('CONFLICT', TOUR_MESSAGES.backToNew);
  if (!(await repo.setProviderStatus(db, id, providerId, status)))
    throw new AppError('CONFLICT', TOUR_MESSAGES.alreadyWithdrawn);
  return toProviderView((await repo.findTourRequest(db, id))!);
}

/**
 * How quickly a listing's provider answers (docs/decisions/035), for families: part of the
 * listing's detail, read in the same statement as the listing (listings.repo.ts).
 */
export { listingResponseTimeSubquery, toResponseTime } from './response-time.repo.ts';
