import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listingReviewListSchema,
  reviewInputSchema,
  reviewViewSchema,
} from '#shared/review-schemas.ts';
import { requireUser, signedInOnly } from '../../auth/guards.ts';
import * as service from './listing-reviews.service.ts';

const listingParams = z.object({ id: z.string().max(64) });
const reviewParams = z.object({ reviewId: z.uuid('Review not found') });

export const listingReviewsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['listing reviews'];

  app.get(
    '/api/listings/:id/reviews',
    { schema: { tags, params: listingParams, response: { 200: listingReviewListSchema } } },
    async (request) => ({ reviews: await service.getListingReviews(db(), request.params.id) }),
  );

  app.get(
    '/api/listings/:id/reviews/mine',
    {
      preValidation: signedInOnly,
      schema: { tags, params: listingParams, response: { 200: reviewViewSchema.nullable() } },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.getMyListingReview(db(), request.params.id, user.id);
    },
  );

  app.post(
    '/api/listings/:id/reviews',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        params: listingParams,
        body: reviewInputSchema,
        response: { 201: reviewViewSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.status(201);
      return service.createListingReview(db(), request.params.id, user.id, request.body);
    },
  );

  app.put(
    '/api/reviews/:reviewId',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        params: reviewParams,
        body: reviewInputSchema,
        response: { 200: reviewViewSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.updateListingReview(db(), request.params.reviewId, user.id, request.body);
    },
  );

  app.delete(
    '/api/reviews/:reviewId',
    {
      preValidation: signedInOnly,
      schema: { tags, params: reviewParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await service.deleteListingReview(db(), request.params.reviewId, user.id);
      return reply.status(204).send(null);
    },
  );
};
