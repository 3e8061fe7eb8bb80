import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfigSchema, type PublicConfig } from '#shared/auth-schemas.ts';
import type { AppConfig } from '../../app-deps.ts';
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
        await app.deps.database.health();
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
    async () => publicConfigOf(app.deps.config),
  );
};

/** GET /api/config: the server features the browser may use. */
export const publicConfigOf = (config: AppConfig): PublicConfig => ({
  socialProviders: { google: !!config.social.google, facebook: !!config.social.facebook },
});
