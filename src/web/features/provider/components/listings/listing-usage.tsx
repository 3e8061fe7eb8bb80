import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { ProviderCapabilities } from '#shared/provider-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { listingUsageText } from '../../plan-limits.ts';

export const LISTING_USAGE_ID = 'listing-usage';

/** "n of 3 listings used" on a limited plan, what being above it means; "unlimited" on Premium. */
export function ListingUsage({ capabilities }: { capabilities: ProviderCapabilities }) {
  return (
    <p id={LISTING_USAGE_ID} className="max-w-prose text-sm text-muted-foreground">
      {listingUsageText(capabilities)}
    </p>
  );
}

type AddListingActionProps = { capabilities: ProviderCapabilities; onShowPlans: () => void };

/** "Add Listing", or — at the plan's limit — the same button disabled, with the way to upgrade. */
export function AddListingAction({ capabilities, onShowPlans }: AddListingActionProps) {
  if (capabilities.canCreateListing) {
    return (
      <Button asChild>
        <Link to={paths.createListing}>
          <Plus aria-hidden="true" />
          Add Listing
        </Link>
      </Button>
    );
  }
  if (capabilities.reason !== 'LISTING_LIMIT_REACHED') return null;
  return (
    <>
      <Button disabled aria-describedby={LISTING_USAGE_ID}>
        <Plus aria-hidden="true" />
        Add Listing
      </Button>
      <Button variant="outline" onClick={onShowPlans}>
        Upgrade to Premium
      </Button>
    </>
  );
}
