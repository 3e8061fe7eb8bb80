import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { meQueryKey, useMe } from './api/get-me.ts';
import { useSignOut } from './api/sign-out.ts';
import { AuthContext, type AuthContextValue, type AuthTab } from '#web/lib/auth-context.ts';

/**
 * Session state for the whole app (docs/product.md §4 "Auth state"). The session itself is an httpOnly
 * cookie; the profile comes from GET /api/me. A failed check leaves the app usable, signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe();
  const signOutMutation = useSignOut();
  const [authDialog, setAuthDialog] = useState<{ open: boolean; tab: AuthTab }>({
    open: false,
    tab: 'login',
  });

  const profile = me.data ?? null;
  const { mutateAsync: signOutAsync } = signOutMutation;

  const refreshProfile = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await signOutAsync();
      toast.success('Signed out successfully');
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign out'));
      return false;
    }
  }, [signOutAsync]);

  const openAuthDialog = useCallback(
    (tab: AuthTab = 'login') => setAuthDialog({ open: true, tab }),
    [],
  );
  const closeAuthDialog = useCallback(() => setAuthDialog((s) => ({ ...s, open: false })), []);
  const setAuthDialogTab = useCallback((tab: AuthTab) => setAuthDialog((s) => ({ ...s, tab })), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: profile ? { id: profile.id, email: profile.email } : null,
      profile,
      loading: me.isPending,
      isSignedIn: profile !== null,
      isProvider: profile?.type === 'provider',
      refreshProfile,
      signOut,
      authDialog,
      openAuthDialog,
      closeAuthDialog,
      setAuthDialogTab,
    }),
    [
      profile,
      me.isPending,
      refreshProfile,
      signOut,
      authDialog,
      openAuthDialog,
      closeAuthDialog,
      setAuthDialogTab,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
