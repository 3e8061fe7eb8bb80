import { BadgeCheck } from 'lucide-react';
import type { ListingView } from '#shared/listing-schemas.ts';
import { priceConfirmation } from '#shared/room-prices.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.tsx';
import { useConfirmPrices } from '../../api/confirm-prices.ts';
import { PROVIDER_TEXTS } from '../../messages.ts';

/**
 * When the prices were last confirmed, and one click to say they still hold (docs/decisions/048):
 * families see "Prices not confirmed since …" after 180 days without it.
 */
export function ConfirmPricesButton({ listing }: { listing: ListingView }) {
  const confirm = useConfirmPrices();
  const confirmation = priceConfirmation(listing.pricing.confirmedAt);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {confirmation ? (
        <span className={confirmation.fresh ? 'text-muted-foreground' : 'font-medium text-accent'}>
          {confirmation.text}
        </span>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={confirm.isPending}
        aria-label={`Confirm the prices of ${listing.title} as of today`}
        onClick={async () => {
          try {
            await confirm.mutateAsync(listing.id);
            toast.success(PROVIDER_TEXTS.pricesConfirmed);
          } catch {
            toast.error(PROVIDER_TEXTS.pricesConfirmFailed);
          }
        }}
      >
        <BadgeCheck aria-hidden="true" />
        Confirm prices
      </Button>
    </div>
  );
}
