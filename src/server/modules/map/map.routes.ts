import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAP_OUTLINE_LAYERS } from '#shared/map-schemas.ts';
import { outlineGeoJson } from './outlines.ts';

/** A day: the outlines change only with the us-atlas dependency, i.e. with a new release. */
const OUTLINES_MAX_AGE_SECONDS = 86_400;

export const mapRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The built-in basemap's GeoJSON (docs/decisions/046); MapLibre fetches it as a source's data.
  app.get(
    '/api/map/outlines/:layer',
    { schema: { tags: ['map'], params: z.object({ layer: z.enum(MAP_OUTLINE_LAYERS) }) } },
    async (request, reply) => {
      const text = await outlineGeoJson(request.params.layer);
      return reply
        .type('application/geo+json')
        .header('cache-control', `public, max-age=${OUTLINES_MAX_AGE_SECONDS}`)
        .send(text);
    },
  );
};
