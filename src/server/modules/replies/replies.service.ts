import { REPLY_MESSAGES, type ReplyView } from '#shared/reply-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { replyNotice } from './reply-mail.ts';
import * as repo from './replies.repo.ts';
import { findReviewInContext } from '../reviews/listing-reviews.service.ts';

export interface ReplyContext {
  db: Db;
  /** Sends after the answer; a failure is logged, the reply stays. */
  mailQueue: Mailer;
  publicUrl: string;
}

/** The review, if the caller provides the listing it is about; a draft's reviews do not exist. */
async function ownedReview(db: Db, reviewId: string, providerId: string) {
  const review = await findReviewInContext(db, reviewId);
  if (!review || review.draft) throw new AppError('NOT_FOUND', 'Review not found');
  if (review.providerId !== providerId) throw new AppError('FORBIDDEN', REPLY_MESSAGES.notOwner);
  return review;
}

async function replyView(db: Db, reviewId: string, communityName: string): Promise<ReplyView> {
  const reply = await repo.findReply(db, reviewId);
  if (!reply) throw new AppError('NOT_FOUND', REPLY_MESSAGES.notFound);
  return {
    text: reply.text,
    communityName,
    createdAt: reply.createdAt.toISOString(),
    updatedAt: reply.updatedAt.toISOString(),
  };
}

/** The listing's provider answers a review once, in public; the reviewer is e-mailed. */
export async function createReply(
  ctx: ReplyContext,
  reviewId: string,
  providerId: string,
  text: string,
) {
  const review = await ownedReview(ctx.db, reviewId, providerId);
  if (!(await repo.insertReply(ctx.db, reviewId, providerId, text)))
    throw new AppError('CONFLICT', REPLY_MESSAGES.duplicate);
  const listing = { id: review.listingId, title: review.listingTitle };
  await ctx.mailQueue.send(
    replyNotice({
      to: review.authorEmail,
      reviewerName: review.authorName,
      listing,
      text,
      publicUrl: ctx.publicUrl,
    }),
  );
  return replyView(ctx.db, reviewId, review.listingTitle);
}

export async function updateReply(db: Db, reviewId: string, providerId: string, text: string) {
  const review = await ownedReview(db, reviewId, providerId);
  if (!(await repo.updateReply(db, reviewId, providerId, text)))
    throw new AppError('NOT_FOUND', REPLY_MESSAGES.notFound);
  return replyView(db, reviewId, review.listingTitle);
}

export async function deleteReply(db: Db, reviewId: string, providerId: string) {
  await ownedReview(db, reviewId, providerId);
  if (!(await repo.deleteReply(db, reviewId, providerId)))
    throw new AppError('NOT_FOUND', REPLY_MESSAGES.notFound);
}
