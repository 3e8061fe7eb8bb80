import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listingSearchQuerySchema,
  listingSearchResultSchema,
  listingViewSchema,
} from '#shared/listing-schemas.ts';
import { compiledSerializerCompiler } from '../../http/compiled-serializer.ts';
import { registerSearchMaintenance } from './search-maintenance.ts';
import { getListingView, searchListingViews } from './listings.service.ts';

export const listingsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  registerSearchMaintenance(instance);

  app.get(
    '/api/listings',
    {
      schema: {
        tags: ['listings'],
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchResultSchema },
      },
      // Hot route: a compiled serializer instead of zod validating every response (issue 10).
      serializerCompiler: compiledSerializerCompiler,
    },
    async (request) =>
      searchListingViews(
        app.deps.database.db,
        request.query,
        request.log,
        app.deps.config.sampleListings,
      ),
  );

  app.get(
    '/api/listings/:id',
    {
      schema: {
        tags: ['listings'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: listingViewSchema },
      },
      serializerCompiler: compiledSerializerCompiler,
    },
    async (request) => getListingView(app.deps.database.db, request.params.id),
  );
};
