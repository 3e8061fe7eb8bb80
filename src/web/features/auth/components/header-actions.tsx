import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { useAuth } from '#web/lib/auth-context.ts';
import { AuthDialogButton } from './auth-dialog-button.tsx';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AccountMenu } from './account-menu.tsx';

/** Right side of the header: Log In / Sign Up when signed out, heart + avatar when signed in. */
export function HeaderActions() {
  const { loading, profile } = useAuth();

  if (loading) {
    return (
      <div className="flex items-center gap-2">
        <Skeleton className="h-9 w-36" />
        <span className="sr-only" role="status">
          Checking your sign-in
        </span>
      </div>
    );
  }

  if (!profile) {
    return (
      <div className="flex items-center gap-2">
        <AuthDialogButton tab="login" text="Log In" size="sm" />
        <AuthDialogButton tab="signup" text="Sign Up" size="sm" />
      </div>
    );
  }

  return (
    <div className="flex items-center gap-1">
      <Button asChild variant="ghost" size="icon" className="text-primary-strong [&_svg]:size-5">
        <Link to={paths.favorites} aria-label="My Favorites">
          <Heart className="size-5" aria-hidden="true" />
        </Link>
      </Button>
      <AccountMenu profile={profile} />
    </div>
  );
}
