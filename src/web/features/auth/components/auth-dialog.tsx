import { Suspense, useState } from 'react';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { BRAND } from '#shared/constants.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';

// The forms (react-hook-form, resolvers) load on first open, keeping them out of the first page load.
const AuthTabs = lazyNamed(() => import('./auth-tabs.tsx'), 'AuthTabs');

/** The one app-level auth dialog; open it with useAuth().openAuthDialog(tab). */
export function AuthDialog() {
  const { authDialog, openAuthDialog, closeAuthDialog, setAuthDialogTab } = useAuth();
  const [signedUpEmail, setSignedUpEmail] = useState<string | undefined>();

  return (
    <Dialog
      open={authDialog.open}
      onOpenChange={(open) => (open ? openAuthDialog(authDialog.tab) : closeAuthDialog())}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Welcome to {BRAND}</DialogTitle>
          <DialogDescription>
            Sign in to your account, or create one to save favorites and write reviews.
          </DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <div className="flex justify-center py-10">
              <Spinner className="size-7" />
            </div>
          }
        >
          <AuthTabs
            tab={authDialog.tab}
            onTabChange={setAuthDialogTab}
            loginEmail={signedUpEmail}
            onSignedIn={closeAuthDialog}
            onSignedUp={(email) => {
              setSignedUpEmail(email);
              setAuthDialogTab('login');
              closeAuthDialog();
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
