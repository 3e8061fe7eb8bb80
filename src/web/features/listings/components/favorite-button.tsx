import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/features/auth/auth-context.ts';
import { cn } from '#web/lib/cn.ts';

export type FavoriteButtonProps = {
  listingId: string;
  listingTitle: string;
  /** "icon": a round heart over a card photo; "labelled": a "Save" button in the detail dialog. */
  variant?: 'icon' | 'labelled';
  className?: string;
};

/**
 * The favourite (save) control. Signed out it asks the visitor to log in (SPEC §4 "Favourite").
 * Signed in it renders nothing until favourites are wired by the family-accounts work, so no
 * control is shown that does not work yet.
 */
export function FavoriteButton({
  listingId: _listingId,
  listingTitle,
  variant = 'icon',
  className,
}: FavoriteButtonProps) {
  const { isSignedIn, loading, openAuthDialog } = useAuth();
  if (loading || isSignedIn) return null;

  const askToLogIn = () => {
    toast.info('Please log in to save favorites');
    openAuthDialog('login');
  };

  if (variant === 'labelled') {
    return (
      <Button variant="outline" onClick={askToLogIn} className={className}>
        <Heart aria-hidden="true" />
        Save
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={askToLogIn}
      aria-label={`Save ${listingTitle} to favorites`}
      className={cn(
        'rounded-full bg-card/95 text-foreground shadow-md hover:bg-card hover:text-destructive',
        className,
      )}
    >
      <Heart aria-hidden="true" className="size-5" />
    </Button>
  );
}
