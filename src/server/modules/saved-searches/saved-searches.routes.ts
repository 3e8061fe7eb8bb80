import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
  unsubscribeStateSchema,
  unsubscribeTokenSchema,
} from '#shared/saved-search-schemas.ts';
import { requireUser, signedInOnly } from '../../auth/guards.ts';
import * as service from './saved-searches.service.ts';

const params = z.object({ id: z.string().max(64) });
const tags = ['saved-searches'];

/** A family's saved searches: their own only (docs/decisions/045). */
const ownRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook('preValidation', signedInOnly);

  app.get(
    '/api/saved-searches',
    { schema: { tags, response: { 200: savedSearchListSchema } } },
    async (request) => service.listSavedSearches(db(), (await requireUser(request)).id),
  );
  app.post(
    '/api/saved-searches',
    { schema: { tags, body: savedSearchInputSchema, response: { 201: savedSearchSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await service.createSavedSearch(db(), user.id, request.body));
    },
  );
  app.patch(
    '/api/saved-searches/:id',
    {
      schema: { tags, params, body: savedSearchUpdateSchema, response: { 200: savedSearchSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.updateSavedSearch(db(), user.id, request.params.id, request.body);
    },
  );
  app.delete(
    '/api/saved-searches/:id',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteSavedSearch(db(), (await requireUser(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** The e-mailed unsubscribe link: its signed token is the only credential, no sign-in. */
const unsubscribeRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const secret = () => app.deps.config.secret;
  app.get(
    '/api/saved-searches/unsubscribe',
    {
      schema: {
        tags,
        querystring: unsubscribeTokenSchema,
        response: { 200: unsubscribeStateSchema },
      },
    },
    async (request) => service.unsubscribeState(db(), secret(), request.query.token),
  );
  app.post(
    '/api/saved-searches/unsubscribe',
    { schema: { tags, body: unsubscribeTokenSchema, response: { 200: unsubscribeStateSchema } } },
    async (request) => service.unsubscribe(db(), secret(), request.body.token),
  );
};

export const savedSearchesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(unsubscribeRoutes);
  await app.register(ownRoutes);
};
