import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '#shared/billing-schemas.ts';
import { authHeaders, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import {
  PRICES,
  startStripeStandIn,
  subscriptionObject,
  type StripeStandIn,
} from '#tests/helpers/stripe-stand-in.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';

// Billing through Stripe (docs/decisions/033) against a local stand-in for Stripe's API, with
// webhook events signed by the SDK's own test helper.

const DAY = 24 * 60 * 60 * 1000;
let stand: StripeStandIn;
let ctx: TestContext;
let nowMs = Date.now();
let provider: TestUser;

beforeAll(async () => {
  stand = await startStripeStandIn();
  ctx = await createTestApp({ stripe: stand.settings }, { clock: () => new Date(nowMs) });
});
afterAll(async () => {
  await ctx.close();
  await stand.close();
});
beforeEach(async () => {
  await ctx.reset();
  nowMs = Date.now();
  stand.calls.length = 0;
  stand.subscriptions.clear();
  stand.invoices.length = 0;
  provider = await createUser(ctx.app, { type: 'provider' });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeaders(provider), payload });
const subscription = async () => (await call('GET', '/api/subscription')).json();
/** Stripe now holds this subscription for the provider (what a retrieve returns). */
function stripeHas(status: string, price = PRICES.Premium, id = 'sub_1') {
  const object = subscriptionObject({
    id,
    customer: 'cus_1',
    providerId: provider.id,
    status,
    price,
  });
  stand.subscriptions.set(id, object);
  return object;
}
let eventCount = 0;
/** Delivers one signed webhook event; returns the answer. */
function deliver(type: string, object: object, opts: { id?: string; signature?: string } = {}) {
  const id = opts.id ?? `evt_${(eventCount += 1)}`;
  const { payload, signature } = stand.signedEvent(id, type, object);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': opts.signature ?? signature,
    },
    payload,
  });
}
const invoiceFor = (id = 'sub_1') => ({
  id: 'in_1',
  object: 'invoice',
  parent: { type: 'subscription_details', subscription_details: { subscription: id } },
});
const rowCount = async (table: string) =>
  (
    (await ctx.database.db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    )) as unknown as { rows: { n: number }[] }
  ).rows[0].n;

async function checkedOut(plan: 'Basic' | 'Premium' = 'Premium') {
  const sub = stripeHas('active', PRICES[plan]);
  const answer = await deliver('checkout.session.completed', {
    id: 'cs_test_1',
    object: 'checkout.session',
    subscription: 'sub_1',
    customer: 'cus_1',
    client_reference_id: provider.id,
  });
  expect(answer.statusCode).toBe(200);
  return sub;
}

describe('billing through Stripe', () => {
  it('"Select Plan" starts a Checkout session in subscription mode that returns to the dashboard', async () => {
    const answer = await call('POST', '/api/billing/checkout', { plan: 'Premium' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ url: 'https://checkout.stripe.test/c/cs_test_1' });
    const [checkout] = stand.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(checkout.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICES.Premium,
      'line_items[0][quantity]': '1',
      client_reference_id: provider.id,
      customer_email: provider.email,
      'subscription_data[metadata][providerId]': provider.id,
      success_url: 'http://localhost:3000/dashboard?tab=subscription&checkout=done',
      cancel_url: 'http://localhost:3000/dashboard?tab=subscription',
    });
    // Nothing is active until Stripe says it is paid.
    expect(await subscription()).toBeNull();
  });

  it('checkout completed → an active plan, and its gates open', async () => {
    await checkedOut('Premium');
    expect(await subscription()).toMatchObject({
      plan: 'Premium',
      status: 'active',
      isActive: true,
      billed: true,
      graceEndsAt: null,
    });
    const listing = await call('POST', '/api/provider/listings', listingBody());
    expect(listing.statusCode).toBe(201);
  });

  it('a failed renewal → past_due with a grace period, canceled once Stripe gives up', async () => {
    await checkedOut();
    stripeHas('past_due');
    expect((await deliver('invoice.payment_failed', invoiceFor())).statusCode).toBe(200);
    const pastDue = await subscription();
    expect(pastDue).toMatchObject({ status: 'past_due', isActive: true });
    expect(Date.parse(pastDue.graceEndsAt)).toBeCloseTo(nowMs + 7 * DAY, -4);

    stripeHas('canceled');
    expect(
      (await deliver('customer.subscription.deleted', stand.subscriptions.get('sub_1')!))
        .statusCode,
    ).toBe(200);
    expect(await subscription()).toMatchObject({ status: 'canceled', isActive: false });
    const refused = await call('POST', '/api/provider/listings', listingBody());
    expect(refused.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('past_due stops counting as paid when the grace period is over', async () => {
    await checkedOut();
    stripeHas('past_due');
    nowMs -= 8 * DAY; // the failure was seen eight days ago
    await deliver('invoice.payment_failed', invoiceFor());
    expect(await subscription()).toMatchObject({ status: 'past_due', isActive: false });
    const refused = await call('POST', '/api/provider/listings', listingBody());
    expect(refused.json().error.code).toBe('SUBSCRIPTION_REQUIRED');

    // Paid after all: active again, the grace forgotten.
    nowMs = Date.now();
    stripeHas('active');
    await deliver('invoice.paid', invoiceFor());
    expect(await subscription()).toMatchObject({
      status: 'active',
      isActive: true,
      graceEndsAt: null,
    });
  });

  it('a plan change and a cancel made in the customer portal reach the row', async () => {
    await checkedOut('Premium');
    const portal = await call('POST', '/api/billing/portal');
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.test/p/session_1' });
    expect(stand.calls.find((c) => c.path === '/v1/billing_portal/sessions')?.form).toEqual({
      customer: 'cus_1',
      return_url: 'http://localhost:3000/dashboard?tab=subscription',
    });

    await deliver('customer.subscription.updated', stripeHas('active', PRICES.Basic));
    expect(await subscription()).toMatchObject({ plan: 'Basic', status: 'active' });
    await deliver('customer.subscription.deleted', stripeHas('canceled', PRICES.Basic));
    expect(await subscription()).toMatchObject({
      plan: 'Basic',
      status: 'canceled',
      isActive: false,
    });
  });

  it('a forged signature is refused with 400 and changes nothing', async () => {
    await checkedOut('Premium');
    const before = await subscription();
    stripeHas('canceled');
    const forged = stand.signedEvent(
      'evt_forged',
      'customer.subscription.deleted',
      {},
      'whsec_wrong',
    );
    const answer = await deliver(
      'customer.subscription.deleted',
      stand.subscriptions.get('sub_1')!,
      {
        id: 'evt_forged',
        signature: forged.signature,
      },
    );
    expect(answer.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: { id: 'evt_unsigned', type: 'customer.subscription.deleted' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await subscription()).toEqual(before);
    expect(await rowCount('stripe_events')).toBe(1);
  });

  it('the same event delivered twice changes the row once', async () => {
    await checkedOut('Premium');
    const object = stripeHas('active', PRICES.Basic);
    expect(
      (await deliver('customer.subscription.updated', object, { id: 'evt_twice' })).statusCode,
    ).toBe(200);
    expect(await subscription()).toMatchObject({ plan: 'Basic' });
    // Stripe moves on meanwhile; the replayed event is recognised and applies nothing again.
    stripeHas('active', PRICES.Premium);
    const retrievals = stand.calls.filter((c) => c.method === 'GET').length;
    expect(
      (await deliver('customer.subscription.updated', object, { id: 'evt_twice' })).statusCode,
    ).toBe(200);
    expect(await subscription()).toMatchObject({ plan: 'Basic' });
    expect(await rowCount('stripe_events')).toBe(2);
    expect(stand.calls.filter((c) => c.method === 'GET').length).toBe(retrievals + 1);
  });

  it('events arriving out of order leave the row as Stripe has it', async () => {
    const created = subscriptionObject({
      id: 'sub_1',
      customer: 'cus_1',
      providerId: provider.id,
      status: 'active',
      price: PRICES.Premium,
    });
    const failed = invoiceFor();
    stripeHas('canceled');
    // Stripe sent created → payment_failed → deleted; they arrive backwards.
    await deliver('customer.subscription.deleted', stand.subscriptions.get('sub_1')!);
    await deliver('invoice.payment_failed', failed);
    await deliver('customer.subscription.created', created);
    expect(await subscription()).toMatchObject({
      plan: 'Premium',
      status: 'canceled',
      isActive: false,
    });
  });

  it('lists the invoices with their amounts and links', async () => {
    await checkedOut();
    stand.invoices.push({
      id: 'in_1',
      object: 'invoice',
      number: 'CN-0001',
      status: 'paid',
      amount_due: 9900,
      amount_paid: 9900,
      currency: 'usd',
      created: 1_795_000_000,
      hosted_invoice_url: 'https://invoice.stripe.test/i/in_1',
      invoice_pdf: 'https://invoice.stripe.test/i/in_1/pdf',
    });
    const answer = await call('GET', '/api/billing/invoices');
    expect(answer.json()).toEqual({
      invoices: [
        {
          id: 'in_1',
          number: 'CN-0001',
          status: 'paid',
          amountDue: 9900,
          amountPaid: 9900,
          currency: 'usd',
          created: new Date(1_795_000_000 * 1000).toISOString(),
          hostedUrl: 'https://invoice.stripe.test/i/in_1',
          pdfUrl: 'https://invoice.stripe.test/i/in_1/pdf',
        },
      ],
    });
    expect(stand.calls.find((c) => c.path === '/v1/invoices')).toBeTruthy();
  });

  it('with billing set up, a plan is not activated or canceled directly', async () => {
    const put = await call('PUT', '/api/subscription', { plan: 'Premium' });
    expect(put.statusCode).toBe(409);
    expect(put.json().error.message).toBe(BILLING_MESSAGES.throughBilling);
    expect((await call('DELETE', '/api/subscription')).statusCode).toBe(409);
    expect((await call('POST', '/api/billing/portal')).json().error.message).toBe(
      BILLING_MESSAGES.noCustomer,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().billing).toBe(true);
  });
});
