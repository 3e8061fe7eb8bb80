import { createContext, useContext } from 'react';
import type { ProfileView } from '#shared/auth-schemas.ts';

export const AUTH_TABS = ['login', 'signup'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export type AuthUser = { id: string; email: string };

export type AuthContextValue = {
  /** The signed-in user, or null. */
  user: AuthUser | null;
  /** The signed-in user's profile, or null (cleared on sign-out). */
  profile: ProfileView | null;
  /** True until the first session check has finished. */
  loading: boolean;
  isSignedIn: boolean;
  isProvider: boolean;
  /** Reloads the profile, e.g. after it was edited. */
  refreshProfile: () => Promise<void>;
  /** Signs out and shows the toast; resolves true on success. Navigation is up to the caller. */
  signOut: () => Promise<boolean>;
  /** The single app-level auth dialog. */
  authDialog: { open: boolean; tab: AuthTab };
  openAuthDialog: (tab?: AuthTab) => void;
  closeAuthDialog: () => void;
  setAuthDialogTab: (tab: AuthTab) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
