import { lazy } from 'react';
import type { ProfileView } from '#shared/auth-schemas.ts';
import { DeferredMenu } from '#web/components/ui/deferred-menu.tsx';
import { initialsOf } from '#web/lib/initials.ts';

export const ACCOUNT_TRIGGER_CLASS =
  'flex size-10 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function AccountAvatar({ profile }: { profile: ProfileView }) {
  return profile.profileImage ? (
    <img src={profile.profileImage} alt="" className="size-full object-cover" />
  ) : (
    <span aria-hidden="true">{initialsOf(profile)}</span>
  );
}

const loadDropdown = () => import('./account-dropdown.tsx');
const AccountDropdown = lazy(loadDropdown);

/** The signed-in user's avatar menu; its menu code loads when first used. */
export function AccountMenu({ profile }: { profile: ProfileView }) {
  return (
    <DeferredMenu
      Menu={AccountDropdown}
      preload={loadDropdown}
      menuProps={{ profile }}
      className={ACCOUNT_TRIGGER_CLASS}
      label="Account menu"
    >
      <AccountAvatar profile={profile} />
    </DeferredMenu>
  );
}
