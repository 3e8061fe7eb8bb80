import { useEffect } from 'react';
import { toast } from '#web/lib/toast.tsx';
import type { SubscriptionView } from '#shared/provider-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCapabilities } from '../../api/get-capabilities.ts';
import { useMyListings } from '../../api/get-my-listings.ts';
import { PROVIDER_TEXTS } from '../../messages.ts';
import { isActiveSubscription } from '../../subscription-state.ts';
import { PlansNotice } from '../plans-notice.tsx';
import { ImportSamplesButton } from './import-samples-button.tsx';
import { AddListingAction, ListingUsage } from './listing-usage.tsx';
import { ProviderListingCard } from './provider-listing-card.tsx';

type ListingsTabProps = {
  subscription: SubscriptionView | null;
  onShowPlans: () => void;
};

/** docs/product.md §2 "Listings tab": my listings, newest first, with Add, Edit and Delete. */
export function ListingsTab({ subscription, onShowPlans }: ListingsTabProps) {
  const listings = useMyListings();
  const capabilities = useCapabilities();
  const active = isActiveSubscription(subscription);

  useEffect(() => {
    if (listings.isError) toast.error(PROVIDER_TEXTS.loadListingsFailed, { id: 'my-listings' });
  }, [listings.isError]);

  return (
    <section aria-labelledby="my-listings-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="my-listings-heading" className="text-xl font-semibold">
            My Listings
          </h2>
          {active && capabilities.data ? <ListingUsage capabilities={capabilities.data} /> : null}
        </div>
        {active && capabilities.data ? (
          <div className="flex flex-wrap gap-3">
            <ImportSamplesButton disabled={!capabilities.data.canCreateListing} />
            <AddListingAction capabilities={capabilities.data} onShowPlans={onShowPlans} />
          </div>
        ) : null}
      </div>
      {active ? null : (
        <PlansNotice title="Subscription Required" onShowPlans={onShowPlans}>
          Subscribe to a plan to add new listings.
          {subscription ? ' Listings you already have stay published and can still be edited.' : ''}
        </PlansNotice>
      )}
      <ListingsGrid query={listings} />
    </section>
  );
}

function ListingsGrid({ query }: { query: ReturnType<typeof useMyListings> }) {
  if (query.isPending) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status">
        <span className="sr-only">Loading your listings</span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-80" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border p-6">
        <p className="font-medium">{PROVIDER_TEXTS.loadListingsFailed}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.listings.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        You haven&apos;t added any listings yet.
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.listings.map((listing, index) => (
        <li key={listing.id}>
          <ProviderListingCard listing={listing} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
