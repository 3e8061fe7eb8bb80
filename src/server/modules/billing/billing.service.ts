import type Stripe from 'stripe';
import type { PlanName } from '#shared/constants.ts';
import { BILLING_MESSAGES, type InvoiceList } from '#shared/billing-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { mirrorOf, subscriptionIdOf } from './billing-mirror.ts';
import * as repo from './billing.repo.ts';
import type { StripeSettings } from './stripe-client.ts';

export interface BillingContext {
  db: Db;
  stripe: Stripe;
  settings: StripeSettings;
  publicUrl: string;
  now: () => Date;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const DASHBOARD = '/dashboard?tab=subscription';

/** Stripe did not answer (or refused our call): the provider is told to try again. */
async function callStripe<T>(ctx: BillingContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    ctx.log.warn({ err }, 'Stripe call failed');
    throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.unavailable);
  }
}

/** "Select Plan": a Checkout session in subscription mode that comes back to the dashboard. */
export async function startCheckout(
  ctx: BillingContext,
  provider: { id: string; email: string },
  plan: PlanName,
) {
  const customer = await repo.customerOf(ctx.db, provider.id);
  const session = await callStripe(ctx, () =>
    ctx.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: ctx.settings.prices[plan], quantity: 1 }],
      client_reference_id: provider.id,
      ...(customer ? { customer } : { customer_email: provider.email }),
      subscription_data: { metadata: { providerId: provider.id } },
      success_url: `${ctx.publicUrl}${DASHBOARD}&checkout=done`,
      cancel_url: `${ctx.publicUrl}${DASHBOARD}`,
    }),
  );
  return { url: session.url! };
}

/** "Manage billing": Stripe's customer portal (plan, cancel, card, invoices). */
export async function openPortal(ctx: BillingContext, providerId: string) {
  const customer = await repo.customerOf(ctx.db, providerId);
  if (!customer) throw new AppError('CONFLICT', BILLING_MESSAGES.noCustomer);
  const session = await callStripe(ctx, () =>
    ctx.stripe.billingPortal.sessions.create({
      customer,
      return_url: `${ctx.publicUrl}${DASHBOARD}`,
    }),
  );
  return { url: session.url };
}

export async function listInvoices(ctx: BillingContext, providerId: string): Promise<InvoiceList> {
  const customer = await repo.customerOf(ctx.db, providerId);
  if (!customer) return { invoices: [] };
  const list = await callStripe(ctx, () => ctx.stripe.invoices.list({ customer, limit: 24 }));
  return {
    invoices: list.data.map((i) => ({
      id: i.id ?? '',
      number: i.number ?? null,
      status: i.status ?? 'draft',
      amountDue: i.amount_due,
      amountPaid: i.amount_paid,
      currency: i.currency,
      created: new Date(i.created * 1000).toISOString(),
      hostedUrl: i.hosted_invoice_url ?? null,
      pdfUrl: i.invoice_pdf ?? null,
    })),
  };
}

/** Verifies a webhook's signature; a forged or stale one is refused with 400. */
export function verifyEvent(ctx: BillingContext, rawBody: string, signature: string | undefined) {
  try {
    return ctx.stripe.webhooks.constructEvent(rawBody, signature ?? '', ctx.settings.webhookSecret);
  } catch {
    throw new AppError('VALIDATION_ERROR', 'Invalid Stripe signature');
  }
}

/**
 * Applies a verified event once (by its id). Whatever the event says, the subscription is fetched
 * from Stripe and mirrored as it is now, so events replayed, duplicated or out of order all leave
 * the row as Stripe has it. A failure (Stripe not answering) records nothing: Stripe sends the
 * event again.
 */
export async function handleEvent(ctx: BillingContext, event: Stripe.Event) {
  const subscriptionId = subscriptionIdOf(event);
  const sub = subscriptionId
    ? await callStripe(ctx, () => ctx.stripe.subscriptions.retrieve(subscriptionId))
    : null;
  await ctx.db.transaction(async (tx) => {
    if ((await repo.recordEvent(tx, event.id, event.type)) && sub)
      await applySubscription(ctx, tx, sub, event.id);
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Mirrors Stripe's subscription onto the row of the provider it was bought for. */
async function applySubscription(
  ctx: BillingContext,
  tx: Tx,
  sub: Stripe.Subscription,
  eventId: string,
) {
  const providerId = sub.metadata?.providerId ?? null;
  const row = await repo.lockRowFor(tx, sub.id, providerId);
  const owner = row?.providerId ?? providerId;
  const mirror = mirrorOf(sub, ctx.settings.prices, {
    now: ctx.now(),
    graceDays: ctx.settings.graceDays,
    graceSoFar: row?.status === 'past_due' ? row.graceEndsAt : null,
  });
  if (!owner || !mirror) {
    ctx.log.warn({ eventId, subscription: sub.id }, 'Stripe event left unapplied');
    return;
  }
  await repo.writeMirror(tx, owner, mirror);
  ctx.log.info({ eventId, providerId: owner, status: mirror.status }, 'subscription mirrored');
}
