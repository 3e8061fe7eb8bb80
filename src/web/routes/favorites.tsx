import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Heart } from 'lucide-react';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { useFavorites } from '#web/features/favorites/api/get-favorites.ts';
import { ListingDialogFromUrl } from '#web/app/listing-dialog-from-url.tsx';
import { ListingGrid, ListingGridSkeleton } from '#web/components/listing/listing-grid.tsx';
import { paths } from '#web/lib/paths.ts';
import { authPath } from '#web/lib/return-to.ts';
import { revalidateOnNewPath } from '#web/lib/page-data.ts';
import { signedInOnlyLoader } from '#web/app/session-redirect.ts';
import { WithListingActions } from '#web/app/listing-actions.tsx';

export const loader = signedInOnlyLoader;
export const shouldRevalidate = revalidateOnNewPath;

function PageContent() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const favorites = useFavorites();

  useEffect(() => {
    if (!loading && !user) navigate(authPath(null, paths.favorites), { replace: true });
  }, [loading, user, navigate]);

  if (loading || !user) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading your favorites" />
      </div>
    );
  }
  // Only listings still marked as favourite (the heart may have just been cleared).
  const saved = favorites.data
    ? favorites.data.listings.filter((l) => favorites.data.listingIds.includes(l.id))
    : [];

  return (
    <Page title="My Favorites" description="Communities you have saved to compare later.">
      <div className="mt-8">
        {favorites.isPending ? (
          <ListingGridSkeleton />
        ) : saved.length === 0 ? (
          <EmptyFavorites />
        ) : (
          <ListingGrid listings={saved} headingLevel="h2" />
        )}
      </div>
      <ListingDialogFromUrl />
    </Page>
  );
}

function EmptyFavorites() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border px-6 py-16 text-center">
      <Heart aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-xl font-semibold">No favorites yet</h2>
      <p className="max-w-md text-muted-foreground">
        Tap the heart on any community to save it here.
      </p>
      <Button asChild>
        <Link to={paths.browse}>Browse Listings</Link>
      </Button>
    </div>
  );
}

/** Saved listings (docs/product.md §2 "Favorites page"); login required. */
export function Component() {
  return (
    <WithListingActions>
      <PageContent />
    </WithListingActions>
  );
}
