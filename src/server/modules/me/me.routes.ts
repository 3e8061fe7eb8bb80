import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileViewSchema } from '#shared/auth-schemas.ts';
import { requireUser } from '../../auth/guards.ts';
import { getProfileView } from './me.service.ts';

export const meRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/me',
    { schema: { tags: ['profile'], response: { 200: profileViewSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return getProfileView(app.deps.database.db, user.id);
    },
  );
};
