import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placeSuggestionsQuerySchema, placeSuggestionsSchema } from '#shared/place-schemas.ts';
import { compiledSerializerCompiler } from '../../http/compiled-serializer.ts';
import { suggestLocations } from './location-suggestions.ts';

/**
 * Suggestions for the location box while someone types (docs/decisions/038): places from memory,
 * community names from one small indexed query.
 */
export const placesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/places',
    {
      // Asked for on every keystroke: written without validating the answer again (decision 011).
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['listings'],
        querystring: placeSuggestionsQuerySchema,
        response: { 200: placeSuggestionsSchema },
      },
    },
    async (request, reply) => {
      const { answer, complete } = await suggestLocations(
        app.deps.database.db,
        request.query.q,
        app.deps.config.sampleListings,
        request.log,
      );
      // Let the browser and a CDN keep an answer for a few minutes (a community published since
      // shows after that); one without the names is kept by no one.
      void reply.header('cache-control', complete ? 'public, max-age=300' : 'no-store');
      return answer;
    },
  );
};
