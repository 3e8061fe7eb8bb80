import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportCreatedSchema, reportInputSchema } from '#shared/report-schemas.ts';
import { requireUser, signedInOnly } from '../../auth/guards.ts';
import * as service from './reports.service.ts';

const reviewParams = z.object({ reviewId: z.uuid('Review not found') });
const listingParams = z.object({ id: z.string().max(64) });

/** Any signed-in person reports a review or a listing, once each (docs/product.md §6). */
export const reportsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['reports'];
  const response = { 201: reportCreatedSchema };

  app.post(
    '/api/reviews/:reviewId/reports',
    {
      preValidation: signedInOnly,
      schema: { tags, params: reviewParams, body: reportInputSchema, response },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await service.reportReview(db(), request.params.reviewId, user.id, request.body);
      return reply.status(201).send(row);
    },
  );

  app.post(
    '/api/listings/:id/reports',
    {
      preValidation: signedInOnly,
      schema: { tags, params: listingParams, body: reportInputSchema, response },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await service.reportListing(db(), request.params.id, user.id, request.body);
      return reply.status(201).send(row);
    },
  );
};
