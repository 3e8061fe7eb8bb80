import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NEWSLETTER_CONFIRMATION,
  newsletterSignupResultSchema,
  newsletterSignupSchema,
} from '#shared/newsletter-schemas.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

export const newsletterRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        body: newsletterSignupSchema,
        response: { 200: newsletterSignupResultSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      // Signing up twice is not an error: the address is simply already on the list.
      await app.deps.database.db
        .insert(newsletterSubscribers)
        .values({ email: request.body.email.trim().toLowerCase() })
        .onConflictDoNothing({ target: newsletterSubscribers.email });
      return { message: NEWSLETTER_CONFIRMATION };
    },
  );
};
