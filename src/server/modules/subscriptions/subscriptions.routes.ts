import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { selectPlanSchema, subscriptionViewSchema } from '#shared/provider-schemas.ts';
import { BILLING_MESSAGES } from '#shared/billing-schemas.ts';
import type { AppConfig } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { providersOnly, requireProvider } from '../../auth/guards.ts';
import { activatePlan, cancel, getSubscription } from './subscriptions.service.ts';

/**
 * With Stripe configured a plan is bought at checkout and canceled in the portal; only its
 * webhook changes the row (docs/decisions/004, 033).
 */
function throughBillingOnly(config: AppConfig) {
  if (config.stripe) throw new AppError('CONFLICT', BILLING_MESSAGES.throughBilling);
}

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
    async (request) => {
      const provider = await requireProvider(request);
      throughBillingOnly(app.deps.config);
      return activatePlan(db(), provider.id, request.body.plan);
    },
  );

  app.delete(
    '/api/subscription',
    { schema: { tags, response: { 200: subscriptionViewSchema } } },
    async (request) => {
      const provider = await requireProvider(request);
      throughBillingOnly(app.deps.config);
      return cancel(db(), provider.id);
    },
  );
};
