import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placeSuggestionsQuerySchema, placeSuggestionsSchema } from '#shared/place-schemas.ts';
import { suggestPlaces } from './places.service.ts';

/** Suggestions for the location box while someone types (docs/decisions/038): from memory. */
export const placesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/places',
    {
      schema: {
        tags: ['listings'],
        querystring: placeSuggestionsQuerySchema,
        response: { 200: placeSuggestionsSchema },
      },
    },
    async (request, reply) => {
      // The same letters always give the same places: let the browser and a CDN keep them.
      void reply.header('cache-control', 'public, max-age=3600');
      return { places: suggestPlaces(request.query.q) };
    },
  );
};
