import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compareQuerySchema, compareResultSchema } from '#shared/compare-schemas.ts';
import { compareListings } from './compare.service.ts';

/**
 * GET /api/compare: communities side by side. It never reads the session, so its answer (and
 * the /compare page) is the same for every visitor and the page cache may keep it (decision 041).
 */
export const compareRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/compare',
    {
      schema: {
        tags: ['listings'],
        querystring: compareQuerySchema,
        response: { 200: compareResultSchema },
      },
    },
    async (request) => compareListings(app.deps.database.db, request.query),
  );
};
