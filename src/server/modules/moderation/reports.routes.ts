import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportCreatedSchema, reportInputSchema, type ReportData } from '#shared/report-schemas.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInOnly } from '../../auth/guards.ts';
import * as service from './reports.service.ts';

type ReportCreated = z.infer<typeof reportCreatedSchema>;

const reviewParams = z.object({ reviewId: z.uuid('Review not found') });
const listingParams = z.object({ id: z.string().max(64) });

/** Any signed-in person reports a review or a listing, once each (docs/product.md §6). */
export const reportsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['reports'];
  const response = { 201: reportCreatedSchema };

  /** A review and a listing are reported alike; only the path and the item differ. */
  function reportRoute<P extends z.ZodType<Record<string, string>>>(
    url: string,
    params: P,
    report: (
      db: Db,
      params: z.infer<P>,
      userId: string,
      input: ReportData,
    ) => Promise<ReportCreated>,
  ) {
    app.post(
      url,
      {
        preValidation: signedInOnly,
        schema: { tags, params, body: reportInputSchema, response },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const row = await report(db(), request.params as z.infer<P>, user.id, request.body);
        return reply.status(201).send(row);
      },
    );
  }

  reportRoute('/api/reviews/:reviewId/reports', reviewParams, (db, p, userId, input) =>
    service.reportReview(db, p.reviewId, userId, input),
  );
  reportRoute('/api/listings/:id/reports', listingParams, (db, p, userId, input) =>
    service.reportListing(db, p.id, userId, input),
  );
};
