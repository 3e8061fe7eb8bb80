import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { MailCheck, X } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { resendVerification } from '../api/resend-verification.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { VERIFICATION_TEXTS } from '../verification-texts.ts';

// Dismissed for the rest of the browser session, so it does not nag on every page yet comes
// back next time while the address is still unverified.
const dismissedKey = (userId: string) => `carenest:verify-email-dismissed:${userId}`;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function useDismissed(userId: string | undefined): [boolean, () => void] {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => !!userId && sessionStorage.getItem(dismissedKey(userId)) === '1',
    () => false,
  );
  const dismiss = () => {
    if (!userId) return;
    sessionStorage.setItem(dismissedKey(userId), '1');
    listeners.forEach((listener) => listener());
  };
  return [dismissed, dismiss];
}

/** A small reminder for a signed-in person whose email address is not verified yet. */
export function VerifyEmailBanner() {
  const { profile, refreshProfile } = useAuth();
  const { pathname } = useLocation();
  const [dismissed, dismiss] = useDismissed(profile?.id);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  if (!profile || profile.emailVerified || dismissed || pathname === paths.emailVerified) {
    return null;
  }
  const send = async () => {
    setState('sending');
    try {
      await resendVerification(profile.email);
      setState('sent');
      toast.success(VERIFICATION_TEXTS.resentTo(profile.email));
    } catch (error) {
      setState('idle');
      // Verified meanwhile (e.g. in another tab): the fresh profile hides the banner.
      await refreshProfile();
      toast.error(errorMessage(error, VERIFICATION_TEXTS.resendFailed));
    }
  };
  return (
    <section aria-label="Email verification" className="border-b border-border bg-primary-soft">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <MailCheck className="size-4 shrink-0 text-primary-strong" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          Please verify your email address
          {/* On a phone the address would take four lines: the short sentence is enough there. */}
          <span className="hidden sm:inline">
            : open the link we sent to <strong className="break-all">{profile.email}</strong>
          </span>
          .
        </p>
        <Button
          size="sm"
          variant="outline"
          className="shrink-0 bg-card"
          disabled={state !== 'idle'}
          onClick={() => void send()}
        >
          {state === 'sent' ? 'Link sent' : state === 'sending' ? 'Sending...' : 'Resend email'}
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8 shrink-0"
          aria-label="Dismiss email verification reminder"
          onClick={dismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
