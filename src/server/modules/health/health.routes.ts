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

  // Not for the load balancer's check (that is /api/health): the state of the job queue, so an
  // operator or a monitor sees mail piling up (retrying) or given up on (failed).
  app.get(
    '/api/health/detail',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            jobs: z.object({
              due: z.number(),
              scheduled: z.number(),
              retrying: z.number(),
              failed: z.number(),
            }),
          }),
        },
      },
    },
    async () => ({ status: 'ok' as const, jobs: await app.deps.jobs.counts() }),
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
  billing: !!config.stripe,
  mapStyleUrl: config.mapStyleUrl ?? null,
});
