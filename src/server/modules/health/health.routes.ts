import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfigSchema } from '#shared/auth-schemas.ts';
import { AppError } from '../../errors.ts';

export const healthRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/health',
    {
      schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } },
      config: { rateLimit: false },
    },
    async () => {
      try {
        await app.deps.database.ping();
      } catch (err) {
        app.log.error({ err }, 'database ping failed');
        throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/config',
    { schema: { tags: ['system'], response: { 200: publicConfigSchema } } },
    async () => ({
      socialProviders: {
        google: !!app.deps.config.social.google,
        facebook: !!app.deps.config.social.facebook,
      },
    }),
  );
};
