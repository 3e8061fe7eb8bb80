import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingPointsResultSchema } from '#shared/map-schemas.ts';
import {
  listingPointsQuerySchema,
  listingSearchQuerySchema,
  listingSearchResultSchema,
  listingDetailSchema,
  type ListingSearchResult,
} from '#shared/listing-schemas.ts';
import { compiledSerializerCompiler } from '../../http/compiled-serializer.ts';
import { registerSearchMaintenance } from './search-maintenance.ts';
import { listingPoints, lookUpListing, searchListingViews } from './listings.service.ts';
import { AppError } from '../../errors.ts';
import { searchAnswerJson } from './search-answer.ts';

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
    },
    // Hot route: the listings come as JSON from the database and go out as they are; the schema
    // above documents the answer, which searchAnswerJson writes (docs/decisions/056).
    async (request, reply) => {
      const answer = await searchListingViews(
        app.deps.database.db,
        request.query,
        request.log,
        app.deps.config.sampleListings,
      );
      // A string with a JSON content type is sent as it is (no serializer runs on it).
      const body = searchAnswerJson(answer) as unknown as ListingSearchResult;
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  // The map's markers: the search's filters, every match with a place (docs/decisions/046).
  app.get(
    '/api/listings/points',
    {
      schema: {
        tags: ['listings'],
        querystring: listingPointsQuerySchema,
        response: { 200: listingPointsResultSchema },
      },
      serializerCompiler: compiledSerializerCompiler,
    },
    async (request) =>
      listingPoints(app.deps.database.db, request.query, app.deps.config.sampleListings),
  );

  app.get(
    '/api/listings/:id',
    {
      schema: {
        tags: ['listings'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: listingDetailSchema },
      },
      serializerCompiler: compiledSerializerCompiler,
    },
    async (request, reply) => {
      const found = await lookUpListing(app.deps.database.db, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', 'Listing not found');
      // A sample a provider's published copy replaced has moved for good (docs/decisions/010).
      if ('replacedBy' in found) return reply.redirect(`/api/listings/${found.replacedBy}`, 301);
      return found.view;
    },
  );
};
