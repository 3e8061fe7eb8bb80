import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { ProviderCapabilities } from '#shared/provider-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';

export const LISTING_USAGE_ID = 'listing-usage';

/** "n of 3 listings used" on a limited plan; "unlimited" on Premium. */
export function ListingUsage({ capabilities }: { capabilities: ProviderCapabilities }) {
  const { plan, listingsUsed, listingLimit } = capabilities;
  return (
    <p id={LISTING_USAGE_ID} className="text-sm text-muted-foreground">
      {listingLimit === null
        ? `${plan} plan: unlimited listings`
        : `${listingsUsed} of ${listingLimit} listings used`}
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
