import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdateSchema, profileViewSchema } from '#shared/auth-schemas.ts';
import { requireUser } from '../../auth/guards.ts';
import { AppError } from '../../errors.ts';
import { getProfileView, replaceAvatar, updateMyProfile } from './me.service.ts';

export const meRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  app.get(
    '/api/me',
    { schema: { tags, response: { 200: profileViewSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return getProfileView(app.deps.database.db, user.id);
    },
  );

  // The user always comes from the session; the body can only carry name and phone.
  app.patch(
    '/api/me',
    { schema: { tags, body: profileUpdateSchema.strict(), response: { 200: profileViewSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return updateMyProfile(app.deps.database.db, user.id, request.body);
    },
  );

  app.post(
    '/api/me/avatar',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: profileViewSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) throw new AppError('VALIDATION_ERROR', 'Choose an image to upload');
      const data = await file.toBuffer();
      return replaceAvatar(app.deps.database.db, app.deps.storage, user.id, data);
    },
  );
};
