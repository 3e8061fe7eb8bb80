import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyInputSchema, replyViewSchema } from '#shared/reply-schemas.ts';
import { providersOnly, requireProvider } from '../../auth/guards.ts';
import * as service from './replies.service.ts';

const reviewParams = z.object({ reviewId: z.uuid('Review not found') });

/** A listing's provider replies to its reviews: one public reply per review (docs/product.md). */
export const repliesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['review replies'];
  const schema = { tags, params: reviewParams, body: replyInputSchema };

  app.post(
    '/api/reviews/:reviewId/reply',
    { preValidation: providersOnly, schema: { ...schema, response: { 201: replyViewSchema } } },
    async (request, reply) => {
      const provider = await requireProvider(request);
      const { database, mailQueue, config } = app.deps;
      const ctx = { db: database.db, mailQueue, publicUrl: config.publicUrl };
      const created = await service.createReply(
        ctx,
        request.params.reviewId,
        provider.id,
        request.body.text,
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/reviews/:reviewId/reply',
    { preValidation: providersOnly, schema: { ...schema, response: { 200: replyViewSchema } } },
    async (request) => {
      const provider = await requireProvider(request);
      return service.updateReply(db(), request.params.reviewId, provider.id, request.body.text);
    },
  );

  app.delete(
    '/api/reviews/:reviewId/reply',
    {
      preValidation: providersOnly,
      schema: { tags, params: reviewParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const provider = await requireProvider(request);
      await service.deleteReply(db(), request.params.reviewId, provider.id);
      return reply.status(204).send(null);
    },
  );
};
