import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '#shared/provider-schemas.ts';
import { graceEndLabel, renewalDateLabel, subscriptionStatusLabel } from './subscription-state.ts';

const view = (over: Partial<SubscriptionView>): SubscriptionView => ({
  plan: 'Premium',
  status: 'active',
  startDate: '2026-11-01T12:00:00.000Z',
  endDate: '2026-12-01T12:00:00.000Z',
  isActive: true,
  graceEndsAt: null,
  billed: true,
  ...over,
});

describe('a past-due subscription on the dashboard', () => {
  const pastDue = view({
    status: 'past_due',
    endDate: '2026-12-02T12:00:00.000Z',
    graceEndsAt: '2026-12-02T12:00:00.000Z',
  });

  it('says payment is due, renews nothing, and runs until the grace period ends', () => {
    expect(subscriptionStatusLabel(pastDue)).toBe('Payment due');
    expect(renewalDateLabel(pastDue)).toBe('N/A');
    expect(graceEndLabel(pastDue)).toBe('December 2, 2026');
  });

  it('an active one shows its renewal and no grace', () => {
    expect(subscriptionStatusLabel(view({}))).toBe('Active');
    expect(renewalDateLabel(view({}))).toBe('December 1, 2026');
    expect(graceEndLabel(view({}))).toBeNull();
  });
});
