import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listingSearchQuerySchema,
  listingSearchResultSchema,
  listingViewSchema,
} from '#shared/listing-schemas.ts';
import { getListingView, searchListingViews } from './listings.service.ts';

export const listingsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/listings',
    {
      schema: {
        tags: ['listings'],
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchResultSchema },
      },
    },
    async (request) => searchListingViews(app.deps.database.db, request.query, request.log),
  );

  app.get(
    '/api/listings/:id',
    {
      schema: {
        tags: ['listings'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: listingViewSchema },
      },
    },
    async (request) => getListingView(app.deps.database.db, request.params.id),
  );
};
