import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StandInCall {
  method: string;
  path: string;
  /** The form fields Stripe's SDK sent (nested keys as Stripe writes them: a[b]=c). */
  form: Record<string, string>;
}

export const WEBHOOK_SECRET = 'whsec_test_stand_in_secret';
export const PRICES = { Basic: 'price_basic_test', Premium: 'price_premium_test' };

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });

/** A Stripe subscription as the API returns it, with the fields CareNest reads. */
export function subscriptionObject(opts: {
  id: string;
  customer: string;
  providerId: string;
  status: string;
  price: string;
  periodStart?: number;
  periodEnd?: number;
}) {
  const start = opts.periodStart ?? Math.floor(Date.now() / 1000);
  return {
    id: opts.id,
    object: 'subscription',
    customer: opts.customer,
    status: opts.status,
    metadata: { providerId: opts.providerId },
    canceled_at: opts.status === 'canceled' ? start : null,
    ended_at: opts.status === 'canceled' ? start : null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${opts.id}`,
          object: 'subscription_item',
          price: { id: opts.price, object: 'price' },
          current_period_start: start,
          current_period_end: opts.periodEnd ?? start + 30 * 24 * 3600,
        },
      ],
    },
  };
}

/**
 * A local stand-in for the few Stripe API calls CareNest makes (checkout and portal sessions,
 * invoices, retrieving a subscription), answering as Stripe does; the SDK is pointed at it
 * through its host/port/protocol settings. Tests set `subscriptions` to what Stripe holds.
 */
export async function startStripeStandIn() {
  const calls: StandInCall[] = [];
  const subscriptions = new Map<string, object>();
  const invoices: object[] = [];
  /** What Stripe answers to a call, or undefined for 404. */
  const route = (method: string, path: string): object | undefined => {
    const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (method === 'GET' && sub) return subscriptions.get(sub[1]);
    const key = `${method} ${path}`;
    if (key === 'GET /v1/invoices')
      return { object: 'list', data: invoices, has_more: false, url: '/v1/invoices' };
    if (key === 'POST /v1/checkout/sessions')
      return {
        id: 'cs_test_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/c/cs_test_1',
      };
    if (key === 'POST /v1/billing_portal/sessions')
      return {
        id: 'bps_test_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session_1',
      };
    return undefined;
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = Object.fromEntries(new URLSearchParams(await read(req)));
    calls.push({ method: req.method ?? '', path: url.pathname, form });
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stand_in' });
      res.end(JSON.stringify(body));
    };
    const answer = route(req.method ?? '', url.pathname);
    if (answer) return send(200, answer);
    send(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe('sk_test_stand_in');
  return {
    calls,
    subscriptions,
    invoices,
    settings: {
      secretKey: 'sk_test_stand_in',
      webhookSecret: WEBHOOK_SECRET,
      prices: PRICES,
      graceDays: 7,
      api: { host: '127.0.0.1', port, protocol: 'http' as const },
    },
    /** A webhook delivery as Stripe makes it: the event's JSON and its signature header. */
    signedEvent(id: string, type: string, object: object, secret = WEBHOOK_SECRET) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: null,
        data: { object },
      });
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
