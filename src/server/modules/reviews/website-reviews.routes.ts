import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reviewInputSchema,
  reviewViewSchema,
  websiteReviewListSchema,
  websiteReviewQuerySchema,
} from '#shared/review-schemas.ts';
import { requireUser, signedInOnly } from '../../auth/guards.ts';
import {
  createWebsiteReview,
  getMyWebsiteReview,
  getWebsiteReviews,
  updateMyWebsiteReview,
} from './website-reviews.service.ts';

export const websiteReviewsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['website reviews'];

  app.get(
    '/api/website-reviews',
    {
      schema: {
        tags,
        querystring: websiteReviewQuerySchema,
        response: { 200: websiteReviewListSchema },
      },
    },
    async (request) => getWebsiteReviews(db(), request.query),
  );

  app.get(
    '/api/website-reviews/mine',
    {
      preValidation: signedInOnly,
      schema: { tags, response: { 200: reviewViewSchema.nullable() } },
    },
    async (request) => getMyWebsiteReview(db(), (await requireUser(request)).id),
  );

  app.post(
    '/api/website-reviews',
    {
      preValidation: signedInOnly,
      schema: { tags, body: reviewInputSchema, response: { 201: reviewViewSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.status(201);
      return createWebsiteReview(db(), user.id, request.body);
    },
  );

  app.put(
    '/api/website-reviews/mine',
    {
      preValidation: signedInOnly,
      schema: { tags, body: reviewInputSchema, response: { 200: reviewViewSchema } },
    },
    async (request) => updateMyWebsiteReview(db(), (await requireUser(request)).id, request.body),
  );
};
