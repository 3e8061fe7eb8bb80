import { Link, useNavigate } from 'react-router';
import { Heart, LayoutDashboard, LogOut, User } from 'lucide-react';
import type { ProfileView } from '#shared/auth-schemas.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { paths } from '#web/lib/paths.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { ACCOUNT_TRIGGER_CLASS, AccountAvatar } from './account-menu.tsx';

/** The signed-in user's avatar menu (loaded by AccountMenu when first used). */
export default function AccountDropdown({
  profile,
  defaultOpen,
}: {
  profile: ProfileView;
  defaultOpen: boolean;
}) {
  const { signOut } = useAuth();
  const navigate = useNavigate();

  // Home first, committed at once (flushSync, not a transition): a signed-in-only page (profile,
  // dashboard) still on screen would react to the sign-out by sending the person to /auth.
  const handleSignOut = async () => {
    await navigate(paths.home, { flushSync: true });
    await signOut();
  };

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label="Account menu" className={ACCOUNT_TRIGGER_CLASS}>
        <AccountAvatar profile={profile} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" portalled={false} className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{profile.name || 'Your account'}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">
            {profile.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <User aria-hidden="true" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.favorites}>
            <Heart aria-hidden="true" /> My Favorites
          </Link>
        </DropdownMenuItem>
        {profile.type === 'provider' ? (
          <DropdownMenuItem asChild>
            <Link to={paths.dashboard}>
              <LayoutDashboard aria-hidden="true" /> Provider Dashboard
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={handleSignOut}>
          <LogOut aria-hidden="true" /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
