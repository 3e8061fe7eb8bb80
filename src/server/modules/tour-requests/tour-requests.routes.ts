import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TOUR_MESSAGES,
  familyTourRequestListSchema,
  familyTourRequestQuerySchema,
  familyTourRequestSchema,
  providerTourRequestListSchema,
  providerTourRequestSchema,
  tourRequestInputSchema,
  tourStatusUpdateSchema,
} from '#shared/tour-request-schemas.ts';
import { currentUser, requireProvider, requireUser, type SessionUser } from '../../auth/guards.ts';
import { getRequestByToken, withdrawRequestByToken } from './tour-request-links.ts';
import * as service from './tour-requests.service.ts';
import { PERSONAL_CACHE } from '../../http/personal-cache.ts';

const listingParams = z.object({ id: z.string().max(64) });
const requestParams = z.object({ requestId: z.uuid(TOUR_MESSAGES.notFound) });
const linkParams = z.object({ token: z.string().max(100) });
/** A link is unguessable anyway; a tight budget keeps anyone from trying many. */
const linkRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

// Who is calling is settled before the input is validated (a stranger learns nothing from 400s).
const callers = new WeakMap<FastifyRequest, SessionUser>();
const guard = (check: (r: FastifyRequest) => Promise<SessionUser>) => async (r: FastifyRequest) =>
  void callers.set(r, await check(r));
const caller = (request: FastifyRequest) => callers.get(request)!;

export const tourRequestsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['tour requests'];

  app.post(
    '/api/listings/:id/tour-requests',
    {
      schema: {
        tags,
        params: listingParams,
        body: tourRequestInputSchema,
        // 201 stored; 200 when the same request was already there (nothing new stored or sent).
        response: { 200: familyTourRequestSchema, 201: familyTourRequestSchema },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { database, jobs, mailQueue, config } = app.deps;
      const { request: created, created: isNew } = await service.createTourRequest(
        {
          db: database.db,
          jobs,
          mailQueue,
          secret: config.secret,
          publicUrl: config.publicUrl,
        },
        request.params.id,
        { userId: user?.id ?? null, ip: request.ip },
        request.body,
      );
      return reply.status(isNew ? 201 : 200).send(created);
    },
  );

  app.get(
    '/api/me/tour-requests',
    {
      preValidation: guard(requireUser),
      schema: {
        tags,
        querystring: familyTourRequestQuerySchema,
        response: { 200: familyTourRequestListSchema },
      },
    },
    async (request) =>
      service.listFamilyRequests(db(), caller(request).id, request.query.listingId),
  );

  app.post(
    '/api/me/tour-requests/:requestId/withdrawal',
    {
      preValidation: guard(requireUser),
      schema: { tags, params: requestParams, response: { 200: familyTourRequestSchema } },
    },
    async (request) => service.withdrawRequest(db(), request.params.requestId, caller(request).id),
  );

  // A signed-out family's private link (the emailed token) opens that one request.
  app.get(
    '/api/tour-requests/by-link/:token',
    {
      config: linkRateLimit,
      schema: { tags, params: linkParams, response: { 200: familyTourRequestSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', PERSONAL_CACHE);
      return getRequestByToken(db(), request.params.token);
    },
  );

  app.post(
    '/api/tour-requests/by-link/:token/withdrawal',
    {
      config: linkRateLimit,
      schema: { tags, params: linkParams, response: { 200: familyTourRequestSchema } },
    },
    async (request) => withdrawRequestByToken(db(), request.params.token),
  );

  app.get(
    '/api/provider/tour-requests',
    {
      preValidation: guard(requireProvider),
      schema: { tags, response: { 200: providerTourRequestListSchema } },
    },
    async (request) => service.listProviderRequests(db(), caller(request).id),
  );

  app.patch(
    '/api/provider/tour-requests/:requestId',
    {
      preValidation: guard(requireProvider),
      schema: {
        tags,
        params: requestParams,
        body: tourStatusUpdateSchema,
        response: { 200: providerTourRequestSchema },
      },
    },
    async (request) =>
      service.updateProviderStatus(
        db(),
        request.params.requestId,
        caller(request).id,
        request.body.status,
      ),
  );
};
