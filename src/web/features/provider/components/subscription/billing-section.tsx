import type { Invoice } from '#shared/billing-schemas.ts';
import { madeOnce } from '#shared/made-once.ts';
import type { PlanName } from '#shared/constants.ts';
import type { SubscriptionView } from '#shared/provider-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.tsx';
import { useInvoices, useOpenPortal, useStartCheckout } from '../../api/billing.ts';
import { PROVIDER_TEXTS } from '../../messages.ts';
import { graceEndLabel } from '../../subscription-state.ts';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
const dayFormat = madeOnce(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
);
const day = (iso: string) => dayFormat().format(new Date(iso));

/** "Manage billing": Stripe's customer portal. */
export function ManageBillingButton() {
  const portal = useOpenPortal();
  return (
    <Button
      variant="outline"
      disabled={portal.isPending}
      onClick={() =>
        portal.mutate(undefined, { onError: () => toast.error(PROVIDER_TEXTS.billingFailed) })
      }
    >
      {portal.isPending ? 'Opening...' : 'Manage billing'}
    </Button>
  );
}

/** A failed renewal: until when the plan goes on, and what to do. */
export function PastDueNotice({ subscription }: { subscription: SubscriptionView | null }) {
  const until = graceEndLabel(subscription);
  if (!until) return null;
  return (
    <p role="status" className="rounded-md border border-destructive px-3 py-2 text-sm font-medium">
      {PROVIDER_TEXTS.pastDue(until)}
    </p>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  return (
    <tr className="border-t">
      <td className="py-2 pr-4">{day(invoice.created)}</td>
      <td className="hidden py-2 pr-4 sm:table-cell">{invoice.number ?? '—'}</td>
      <td className="py-2 pr-4">{money(invoice.amountDue, invoice.currency)}</td>
      <td className="py-2 pr-4 capitalize">{invoice.status}</td>
      <td className="py-2">
        {invoice.hostedUrl ? (
          <a className="text-primary underline" href={invoice.hostedUrl} rel="noreferrer">
            View<span className="sr-only"> invoice {invoice.number ?? day(invoice.created)}</span>
          </a>
        ) : null}
      </td>
    </tr>
  );
}

/** The provider's Stripe invoices with amounts and links. */
export function InvoiceList() {
  const invoices = useInvoices(true);
  const rows = invoices.data?.invoices ?? [];
  return (
    <section aria-labelledby="invoices-heading" className="grid gap-3">
      <h3 id="invoices-heading" className="text-lg font-semibold">
        Invoices
      </h3>
      {invoices.isError ? <p className="text-sm">{PROVIDER_TEXTS.billingFailed}</p> : null}
      {invoices.isSuccess && rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No invoices yet.</p>
      ) : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Date
                </th>
                <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                  Number
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Amount
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Link</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/**
 * "Select Plan" with billing: Stripe Checkout for a first plan; a provider who already pays
 * switches in the customer portal, where Stripe prorates the change.
 */
export function BillingPlanButton({
  plan,
  describedBy,
  subscription,
}: {
  plan: PlanName;
  describedBy: string;
  subscription: SubscriptionView | null;
}) {
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const paying = subscription?.billed === true && subscription.status !== 'canceled';
  const busy = checkout.isPending || portal.isPending;
  const onError = () => toast.error(PROVIDER_TEXTS.billingFailed);
  return (
    <Button
      className="w-full"
      disabled={busy}
      aria-describedby={describedBy}
      onClick={() =>
        paying ? portal.mutate(undefined, { onError }) : checkout.mutate(plan, { onError })
      }
    >
      {busy ? 'Opening...' : 'Select Plan'}
    </Button>
  );
}
