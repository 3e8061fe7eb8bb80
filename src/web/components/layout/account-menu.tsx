import { Link, useNavigate } from 'react-router';
import { Heart, LayoutDashboard, LogOut, User } from 'lucide-react';
import type { ProfileView } from '#shared/auth-schemas.ts';
import { useAuth } from '#web/features/auth/auth-context.ts';
import { paths } from '#web/lib/paths.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';

export function initialsOf(profile: Pick<ProfileView, 'name' | 'email'>): string {
  const words = profile.name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [profile.email[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/** The signed-in user's avatar menu. */
export function AccountMenu({ profile }: { profile: ProfileView }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();

  const handleSignOut = async () => {
    if (await signOut()) navigate(paths.home);
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {profile.profileImage ? (
          <img src={profile.profileImage} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{initialsOf(profile)}</span>
        )}
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
