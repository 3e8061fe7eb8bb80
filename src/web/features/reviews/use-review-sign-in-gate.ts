import { useCallback } from 'react';
import { toast } from '#web/lib/toast.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { REVIEW_TEXTS } from './messages.ts';

/**
 * Returns a guard for "write a review" buttons: true when signed in; otherwise it shows
 * "Please log in to leave a review", opens the login dialog and returns false.
 */
export function useReviewSignInGate(): () => boolean {
  const { isSignedIn, openAuthDialog } = useAuth();
  return useCallback(() => {
    if (isSignedIn) return true;
    toast.info(REVIEW_TEXTS.logInToReview);
    openAuthDialog('login');
    return false;
  }, [isSignedIn, openAuthDialog]);
}
