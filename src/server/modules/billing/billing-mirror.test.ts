import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { mirrorOf, statusOf, subscriptionIdOf } from './billing-mirror.ts';

const prices = { Basic: 'price_b', Premium: 'price_p' };
const DAY = 24 * 60 * 60 * 1000;
const sub = (status: string, price = 'price_p') =>
  ({
    id: 'sub_1',
    customer: 'cus_1',
    status,
    metadata: {},
    canceled_at: 1_800_000_000,
    ended_at: 1_800_000_100,
    items: {
      data: [
        {
          price: { id: price },
          current_period_start: 1_790_000_000,
          current_period_end: 1_792_000_000,
        },
      ],
    },
  }) as unknown as Stripe.Subscription;
const now = new Date('2026-11-25T12:00:00Z');

describe('mirroring a Stripe subscription', () => {
  it('maps every Stripe status to ours; an unpaid checkout is not mirrored yet', () => {
    expect(
      ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'paused'].map(statusOf),
    ).toEqual(['active', 'active', 'past_due', 'past_due', 'canceled', 'canceled']);
    expect(statusOf('incomplete')).toBeNull();
  });

  it('active runs to the period end; past_due to the grace end, kept from the first failure', () => {
    expect(mirrorOf(sub('active'), prices, { now, graceDays: 7, graceSoFar: null })).toMatchObject({
      plan: 'Premium',
      status: 'active',
      endDate: new Date(1_792_000_000 * 1000),
      graceEndsAt: null,
    });
    const fresh = mirrorOf(sub('past_due'), prices, { now, graceDays: 7, graceSoFar: null })!;
    expect(fresh.endDate).toEqual(new Date(now.getTime() + 7 * DAY));
    const earlier = new Date('2026-11-20T00:00:00Z');
    const kept = mirrorOf(sub('past_due'), prices, { now, graceDays: 7, graceSoFar: earlier })!;
    expect([kept.endDate, kept.graceEndsAt]).toEqual([earlier, earlier]);
  });

  it('canceled ends when Stripe ended it; an unknown price is not ours', () => {
    expect(
      mirrorOf(sub('canceled'), prices, { now, graceDays: 7, graceSoFar: null })?.endDate,
    ).toEqual(new Date(1_800_000_100 * 1000));
    expect(
      mirrorOf(sub('active', 'price_x'), prices, { now, graceDays: 7, graceSoFar: null }),
    ).toBeNull();
  });

  it('finds the subscription of every followed event, and none for others', () => {
    const event = (type: string, object: object) => ({ type, data: { object } }) as Stripe.Event;
    expect(subscriptionIdOf(event('checkout.session.completed', { subscription: 'sub_1' }))).toBe(
      'sub_1',
    );
    expect(subscriptionIdOf(event('customer.subscription.updated', { id: 'sub_2' }))).toBe('sub_2');
    expect(
      subscriptionIdOf(
        event('invoice.paid', { parent: { subscription_details: { subscription: 'sub_3' } } }),
      ),
    ).toBe('sub_3');
    expect(subscriptionIdOf(event('customer.created', { id: 'cus_1' }))).toBeNull();
  });
});
