import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { selectPlanSchema, subscriptionViewSchema } from '#shared/provider-schemas.ts';
import { providersOnly, requireProvider } from '../../auth/guards.ts';
import { activatePlan, cancel, getSubscription } from './subscriptions.service.ts';

export const subscriptionsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['subscription'];
  app.addHook('preValidation', providersOnly);

  // No subscription is a normal answer (null), not an error.
  app.get(
    '/api/subscription',
    { schema: { tags, response: { 200: subscriptionViewSchema.nullable() } } },
    async (request) => getSubscription(db(), (await requireProvider(request)).id),
  );

  app.put(
    '/api/subscription',
    { schema: { tags, body: selectPlanSchema, response: { 200: subscriptionViewSchema } } },
    async (request) => activatePlan(db(), (await requireProvider(request)).id, request.body.plan),
  );

  app.delete(
    '/api/subscription',
    { schema: { tags, response: { 200: subscriptionViewSchema } } },
    async (request) => cancel(db(), (await requireProvider(request)).id),
  );
};
