import { useMutation, useQuery } from '@tanstack/react-query';
import type { PlanName } from '#shared/constants.ts';
import { api } from '#web/lib/api-client.ts';
import { providerKeys } from './keys.ts';

/** Leaves for Stripe (Checkout or the customer portal); Stripe sends the provider back. */
const goTo = ({ url }: { url: string }) => window.location.assign(url);

/** POST /api/billing/checkout: Stripe Checkout for this plan. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (plan: PlanName) =>
      api.post('/api/billing/checkout', { body: { plan } }).then(goTo),
  });
}

/** POST /api/billing/portal: Stripe's customer portal (plan, cancel, card, invoices). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api.post('/api/billing/portal').then(goTo),
  });
}

/** GET /api/billing/invoices: the provider's Stripe invoices, newest first. */
export function useInvoices(enabled: boolean) {
  return useQuery({
    queryKey: [...providerKeys.all, 'invoices'],
    queryFn: ({ signal }) => api.get('/api/billing/invoices', { signal }),
    enabled,
  });
}
