import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BILLING_MESSAGES,
  billingRedirectSchema,
  invoiceListSchema,
} from '#shared/billing-schemas.ts';
import { selectPlanSchema } from '#shared/provider-schemas.ts';
import { providersOnly, requireProvider } from '../../auth/guards.ts';
import { AppError } from '../../errors.ts';
import * as service from './billing.service.ts';
import { createStripeClient } from './stripe-client.ts';

const tags = ['billing'];

/** The billing context, or a 409 when this site has no Stripe settings. */
function contextOf(app: FastifyInstance): service.BillingContext {
  const { config, database, clock } = app.deps;
  if (!config.stripe) throw new AppError('CONFLICT', BILLING_MESSAGES.notConfigured);
  billingClients.set(app, billingClients.get(app) ?? createStripeClient(config.stripe));
  return {
    db: database.db,
    stripe: billingClients.get(app)!,
    settings: config.stripe,
    publicUrl: config.publicUrl,
    now: clock ?? (() => new Date()),
    log: app.log,
  };
}
const billingClients = new WeakMap<FastifyInstance, ReturnType<typeof createStripeClient>>();

/** Checkout, portal and invoices (providers); the webhook (Stripe, by signature). */
export const billingRoutes: FastifyPluginAsync = async (instance) => {
  await instance.register(providerBillingRoutes);
  await instance.register(webhookRoute);
};

const providerBillingRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', providersOnly);

  app.post(
    '/api/billing/checkout',
    { schema: { tags, body: selectPlanSchema, response: { 200: billingRedirectSchema } } },
    async (request) => {
      const provider = await requireProvider(request);
      return service.startCheckout(contextOf(instance), provider, request.body.plan);
    },
  );

  app.post(
    '/api/billing/portal',
    { schema: { tags, response: { 200: billingRedirectSchema } } },
    async (request) => service.openPortal(contextOf(instance), (await requireProvider(request)).id),
  );

  app.get(
    '/api/billing/invoices',
    { schema: { tags, response: { 200: invoiceListSchema } } },
    async (request) =>
      service.listInvoices(contextOf(instance), (await requireProvider(request)).id),
  );
};

// Stripe signs the exact bytes it sent, so this route alone keeps the body as text.
const webhookRoute: FastifyPluginAsync = async (instance) => {
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/billing/webhook',
    {
      schema: {
        tags,
        hide: true,
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const ctx = contextOf(instance);
      const raw = typeof request.body === 'string' ? request.body : '';
      const event = service.verifyEvent(ctx, raw, request.headers['stripe-signature']);
      await service.handleEvent(ctx, event);
      return { received: true as const };
    },
  );
};
