import { subDays } from 'date-fns';
import { toPublicListingId } from '#shared/listing-id.ts';
import { PROVIDER_MESSAGES, type Analytics, type InquiryKind } from '#shared/provider-schemas.ts';
import type { Db } from '../../db/client.ts';
import { favorites, listingInquiries, listingViews, tourRequests } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { requirePublicListing } from '../listings/visibility.ts';
import { findSubscriptionRow, isActive } from '../subscriptions/subscriptions.service.ts';
import * as repo from './analytics.repo.ts';
import { dailyVisitOf, type Visitor } from './visitor-key.ts';

export const PERIOD_DAYS = 30;

/** What a recording call needs beyond the listing: who is asking, the server secret, and when. */
export interface VisitContext {
  visitor: Visitor;
  secret: string;
  at?: Date;
}

/** The visit to count, or null when this one is not counted (a sample, or the provider's own). */
async function countableVisit(db: Db, publicId: string, ctx: VisitContext) {
  const { storedId, providerId } = await requirePublicListing(db, publicId);
  // A provider looking at their own listing is not interest from a family.
  const ownVisit = providerId !== null && providerId === ctx.visitor.userId;
  if (providerId === null || ownVisit) return null;
  return dailyVisitOf(ctx.secret, storedId, ctx.visitor, ctx.at ?? new Date());
}

export async function recordListingView(db: Db, publicId: string, ctx: VisitContext) {
  const visit = await countableVisit(db, publicId, ctx);
  if (visit) await repo.recordView(db, visit);
}

export async function recordListingInquiry(
  db: Db,
  publicId: string,
  ctx: VisitContext,
  kind: InquiryKind,
) {
  const visit = await countableVisit(db, publicId, ctx);
  if (visit) await repo.recordInquiry(db, visit, kind);
}

const rate = (inquiries: number, views: number) =>
  views === 0 ? null : Math.round((inquiries / views) * 1000) / 10;

export async function getAnalytics(
  db: Db,
  providerId: string,
  now = new Date(),
): Promise<Analytics> {
  const subscription = await findSubscriptionRow(db, providerId);
  if (!isActive(subscription, now))
    throw new AppError('ANALYTICS_PLAN_REQUIRED', PROVIDER_MESSAGES.analyticsRequired);
  const start = subDays(now, PERIOD_DAYS);
  const previousStart = subDays(now, PERIOD_DAYS * 2);
  const metric = async (table: repo.EventTable) => ({
    current: await repo.countEvents(db, table, providerId, start, now),
    previous: await repo.countEvents(db, table, providerId, previousStart, start),
  });
  const [views, contactChoices, requests, favs] = [
    await metric(listingViews),
    await metric(listingInquiries),
    await metric(tourRequests),
    await metric(favorites),
  ];
  // An inquiry is any way a family reached out: a contact choice or a tour request.
  const inquiries = {
    current: contactChoices.current + requests.current,
    previous: contactChoices.previous + requests.previous,
  };
  return {
    periodDays: PERIOD_DAYS,
    views,
    inquiries,
    favorites: favs,
    conversionRate: {
      current: rate(inquiries.current, views.current),
      previous: rate(inquiries.previous, views.previous),
    },
    advanced:
      subscription!.plan === 'Premium' ? await advancedAnalytics(db, providerId, start, now) : null,
  };
}

async function advancedAnalytics(db: Db, providerId: string, start: Date, now: Date) {
  const [titles, viewsBy, favoritesBy, viewsDaily] = [
    await repo.providerListingTitles(db, providerId),
    await repo.countByListing(db, listingViews, providerId, start),
    await repo.countByListing(db, favorites, providerId, start),
    await repo.countByDay(db, listingViews, providerId, start),
  ];
  const inquiriesBy = [
    ...(await repo.countByListing(db, listingInquiries, providerId, start)),
    ...(await repo.countByListing(db, tourRequests, providerId, start)),
  ];
  const inquiriesDaily = [
    ...(await repo.countByDay(db, listingInquiries, providerId, start)),
    ...(await repo.countByDay(db, tourRequests, providerId, start)),
  ];
  const lookup = (rows: { listingId: string; n: number }[], id: string) =>
    rows.filter((r) => r.listingId === id).reduce((sum, r) => sum + r.n, 0);
  const perListing = titles.map((l) => ({
    listingId: toPublicListingId(l.id),
    title: l.title,
    views: lookup(viewsBy, l.id),
    inquiries: lookup(inquiriesBy, l.id),
    favorites: lookup(favoritesBy, l.id),
  }));
  const daily = Array.from({ length: PERIOD_DAYS }, (_, i) => {
    const date = subDays(now, PERIOD_DAYS - 1 - i)
      .toISOString()
      .slice(0, 10);
    return {
      date,
      views: viewsDaily.find((d) => d.day === date)?.n ?? 0,
      inquiries: inquiriesDaily.filter((d) => d.day === date).reduce((sum, d) => sum + d.n, 0),
    };
  });
  return {
    perListing: perListing.sort((a, b) => b.views - a.views),
    daily,
    medianMinutesToContact: await repo.medianMinutesToContact(db, providerId, start),
  };
}
