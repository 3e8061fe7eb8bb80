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
import type { Mailer } from '../../mail/mailer.ts';
import { familyConfirmation, providerNotice } from './tour-request-mail.ts';
import { toFamilyView, toProviderView } from './tour-request-view.ts';
import * as repo from './tour-requests.repo.ts';

export interface TourContext {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
}

export interface Sender {
  userId: string | null;
  ip: string;
}

/** Keyed hash of the client address: counts requests per address without keeping the address. */
const clientKeyOf = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(`tour-client:${ip}`).digest('base64url');

export async function createTourRequest(
  ctx: TourContext,
  publicListingId: string,
  sender: Sender,
  data: TourRequestData,
) {
  const storedId = toStoredListingId(publicListingId);
  const listing = storedId ? await repo.listingWithProvider(ctx.db, storedId) : undefined;
  if (!storedId || !listing) throw new AppError('NOT_FOUND', 'Listing not found');
  if (!listing.providerId || !listing.providerEmail)
    throw new AppError('CONFLICT', TOUR_MESSAGES.noProvider);
  if (listing.providerId === sender.userId) throw new AppError('FORBIDDEN', TOUR_MESSAGES.refused);

  const { website: _honeypot, ...values } = data;
  const email = values.email.toLowerCase();
  const clientKey = clientKeyOf(ctx.secret, sender.ip);
  const since = new Date(Date.now() - LIMITS.windowHours * 60 * 60 * 1000);
  const id = await ctx.db.transaction(async (tx) => {
    await repo.lockSenders(tx, email, clientKey);
    if ((await repo.countRecent(tx, since, { email })) >= LIMITS.perEmail)
      throw new AppError('RATE_LIMITED', TOUR_MESSAGES.tooManyByEmail);
    if ((await repo.countRecent(tx, since, { clientKey })) >= LIMITS.perIp)
      throw new AppError('RATE_LIMITED', TOUR_MESSAGES.tooManyByIp);
    return repo.insertTourRequest(tx, {
      ...values,
      listingId: storedId,
      userId: sender.userId,
      clientKey,
    });
  });

  // The request is stored either way; a mail outage must not make the family send it twice.
  const mails = [
    familyConfirmation(data, listing.title, ctx.publicUrl),
    providerNotice(data, listing.title, listing.providerEmail, ctx.publicUrl),
  ];
  for (const mail of mails) {
    await ctx.mailer
      .send(mail)
      .catch((err: unknown) => ctx.log.error({ err }, 'tour request mail failed'));
  }
  return toFamilyView((await repo.findTourRequest(ctx.db, id))!);
}

export async function listFamilyRequests(db: Db, userId: string) {
  return { requests: (await repo.listForFamily(db, userId)).map(toFamilyView) };
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
  return {
    requests: rows.map(toProviderView),
    newCount: rows.filter((r) => r.status === 'new').length,
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
