import { z } from 'zod';

/** POST /api/billing/checkout and /api/billing/portal: where the browser goes next (Stripe). */
export const billingRedirectSchema = z.object({ url: z.string() });

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** draft, open, paid, uncollectible, void */
  status: z.string(),
  /** In the currency's smallest unit (cents). */
  amountDue: z.number(),
  amountPaid: z.number(),
  currency: z.string(),
  created: z.string(),
  /** Stripe's page for the invoice (view, pay, download). */
  hostedUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const BILLING_MESSAGES = {
  notConfigured: 'Billing is not set up on this site.',
  throughBilling: 'Plans are chosen and canceled through billing.',
  noCustomer: 'Choose a plan first; billing opens once you have paid for one.',
  unavailable: 'Billing is not answering. Please try again in a few minutes.',
} as const;
