import { Heart } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';
import { cn } from '#web/lib/cn.ts';
import { useHydrated } from '#web/lib/use-needed.ts';
import { favoriteStatus } from '../favorite-status.ts';

export type FavoriteButtonProps = {
  listingId: string;
  listingTitle: string;
  /** "icon": a round heart over a card photo; "labelled": a "Save" button in the detail dialog. */
  variant?: 'icon' | 'labelled';
  className?: string;
};

/**
 * The favourite (save) control (docs/product.md §4 "Favourite"): signed out it asks the visitor to log in;
 * signed in it toggles at once and is disabled while the change is in flight. It needs the page's
 * script, so it is disabled until the page has hydrated: a click is never silently lost.
 */
export function FavoriteButton({
  listingId,
  listingTitle,
  variant = 'icon',
  className,
}: FavoriteButtonProps) {
  const { isSignedIn, loading, openAuthDialog } = useAuth();
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const hydrated = useHydrated();
  if (loading) return null;

  const status = favoriteStatus(listingId, favorites.data?.listingIds, toggle);
  const { saved, label } = status;
  const busy = status.busy || !hydrated;
  const onClick = () => {
    if (!isSignedIn) {
      toast.info('Please log in to save favorites');
      openAuthDialog('login');
      return;
    }
    toggle.mutate({ listingId, favorite: !saved });
  };
  const heart = (
    <Heart
      aria-hidden="true"
      className={cn(variant === 'icon' && 'size-5', saved && 'fill-current text-destructive')}
    />
  );

  if (variant === 'labelled') {
    return (
      <Button
        variant="outline"
        onClick={onClick}
        disabled={busy}
        aria-pressed={saved}
        className={className}
      >
        {heart}
        {label}
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onClick}
      disabled={busy}
      aria-pressed={saved}
      aria-label={`Save ${listingTitle} to favorites`}
      className={cn(
        'rounded-full bg-card/95 text-foreground shadow-md hover:bg-card hover:text-destructive',
        className,
      )}
    >
      {heart}
    </Button>
  );
}
