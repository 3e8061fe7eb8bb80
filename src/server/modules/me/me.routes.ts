import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdateSchema, profileViewSchema } from '#shared/auth-schemas.ts';
import { requireUser, signedInOnly } from '../../auth/guards.ts';
import { readSingleUpload } from '../../storage/read-upload.ts';
import { registerUploadRoutes } from '../../storage/upload-scope.ts';
import { getProfileView, replaceAvatar, updateMyProfile } from './me.service.ts';

export const meRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  app.addHook('preValidation', signedInOnly);

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

  await registerUploadRoutes(instance, (uploads) =>
    uploads.post(
      '/api/me/avatar',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 200: profileViewSchema } } },
      async (request) => {
        const user = await requireUser(request);
        const data = await readSingleUpload(request);
        return replaceAvatar(app.deps.database.db, app.deps.storage, user.id, data);
      },
    ),
  );
};
