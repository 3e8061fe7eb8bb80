import { Controller } from 'react-hook-form';
import { PAYMENT_SOURCE_LABELS, PAYMENT_SOURCES } from '#shared/constants.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import type { ListingFormApi } from './form-values.ts';

/** Payment accepted: families filter by it ("do they take Medicaid?", docs/decisions/038). */
export function PaymentSourcesField({ form }: { form: ListingFormApi }) {
  return (
    <Controller
      name="paymentSources"
      control={form.control}
      render={({ field }) => (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">Payment Accepted</legend>
          {PAYMENT_SOURCES.map((source, index) => {
            const id = `listing-payment-${source}`;
            return (
              <div key={source} className="flex items-center gap-3">
                <Checkbox
                  id={id}
                  ref={index === 0 ? field.ref : undefined}
                  checked={field.value.includes(source)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      PAYMENT_SOURCES.filter((s) =>
                        s === source ? checked === true : field.value.includes(s),
                      ),
                    )
                  }
                  onBlur={field.onBlur}
                />
                <Label htmlFor={id}>{PAYMENT_SOURCE_LABELS[source]}</Label>
              </div>
            );
          })}
        </fieldset>
      )}
    />
  );
}
