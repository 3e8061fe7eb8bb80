import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsSchema, inquirySchema } from '#shared/provider-schemas.ts';
import { currentUser, providersOnly, requireProvider } from '../../auth/guards.ts';
import { getAnalytics, recordListingInquiry, recordListingView } from './analytics.service.ts';

const params = z.object({ id: z.string().max(64) });

export const analyticsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['analytics'];
  // Once per visitor, listing and day: no cookie to clear, nothing raw kept (docs/decisions/025).
  const visitOf = async (request: FastifyRequest) => ({
    visitor: {
      userId: (await currentUser(request))?.id ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    },
    secret: app.deps.config.secret,
  });

  app.post(
    '/api/listings/:id/views',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await recordListingView(db(), request.params.id, await visitOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/listings/:id/inquiries',
    { schema: { tags, params, body: inquirySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await recordListingInquiry(
        db(),
        request.params.id,
        await visitOf(request),
        request.body.kind,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/provider/analytics',
    { preValidation: providersOnly, schema: { tags, response: { 200: analyticsSchema } } },
    async (request) => getAnalytics(db(), (await requireProvider(request)).id),
  );
};
