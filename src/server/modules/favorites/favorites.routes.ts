import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteListSchema } from '#shared/favorite-schemas.ts';
import { requireUser, signedInOnly } from '../../auth/guards.ts';
import { addFavorite, getFavorites, removeFavorite } from './favorites.service.ts';

const params = z.object({ listingId: z.string().max(64) });

export const favoritesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['favorites'];
  app.addHook('preValidation', signedInOnly);

  app.get(
    '/api/favorites',
    { schema: { tags, response: { 200: favoriteListSchema } } },
    async (request) => getFavorites(db(), (await requireUser(request)).id),
  );

  app.put(
    '/api/favorites/:listingId',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await addFavorite(db(), user.id, request.params.listingId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/favorites/:listingId',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await removeFavorite(db(), user.id, request.params.listingId);
      return reply.status(204).send(null);
    },
  );
};
