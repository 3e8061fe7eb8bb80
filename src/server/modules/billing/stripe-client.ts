import Stripe from 'stripe';
import type { PlanName } from '#shared/constants.ts';

/** STRIPE_* settings; billing is on only when all of them are set (env.ts). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PlanName, string>;
  /** Days a past_due subscription keeps its plan (docs/decisions/024, 033). */
  graceDays: number;
  /** STRIPE_API_BASE: another address for Stripe's API (stripe-mock, a test stand-in). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export type StripeClient = Stripe;

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(settings.api ?? {}),
  });
}
