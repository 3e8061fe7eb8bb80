import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsSchema, inquirySchema } from '#shared/provider-schemas.ts';
import { currentUser, providersOnly, requireProvider } from '../../auth/guards.ts';
import { getAnalytics, recordListingInquiry, recordListingView } from './analytics.service.ts';

const VISITOR_COOKIE = 'cn_visitor';
const params = z.object({ id: z.string().max(64) });

/** An anonymous, random visitor id (httpOnly cookie) so repeated opens can be de-duplicated. */
function visitorId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing;
  const id = randomUUID();
  reply.setCookie(VISITOR_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 60 * 60 * 24 * 365,
  });
  return id;
}

export const analyticsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['analytics'];

  app.post(
    '/api/listings/:id/views',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = await currentUser(request);
      await recordListingView(db(), request.params.id, {
        userId: user?.id ?? null,
        visitorId: visitorId(request, reply),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/listings/:id/inquiries',
    { schema: { tags, params, body: inquirySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = await currentUser(request);
      await recordListingInquiry(db(), request.params.id, user?.id ?? null, request.body.kind);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/provider/analytics',
    { preValidation: providersOnly, schema: { tags, response: { 200: analyticsSchema } } },
    async (request) => getAnalytics(db(), (await requireProvider(request)).id),
  );
};
