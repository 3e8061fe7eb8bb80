import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '#web/lib/auth-context.ts';
import { paths } from '#web/lib/paths.ts';
import { PROVIDER_TEXTS } from '../messages.ts';
import { PageSpinner, RedirectWithToast } from './redirect-with-toast.tsx';

type ProviderOnlyProps = {
  children: ReactNode;
  /** Where a signed-out visitor goes, and what they are told; default: like any non-provider. */
  signedOut?: { to: string; message: string };
};

/** Waits for the session check, then lets only providers through (docs/product.md §6). */
export function ProviderOnly({ children, signedOut }: ProviderOnlyProps) {
  const { loading, isSignedIn, isProvider } = useAuth();
  // A provider who signs out here is simply taken home, without an "access" error.
  const [wasProvider, setWasProvider] = useState(false);
  if (isProvider && !wasProvider) setWasProvider(true);

  if (loading) return <PageSpinner label="Checking your account" />;
  if (!isSignedIn && wasProvider) return <Navigate to={paths.home} replace />;
  if (!isSignedIn && signedOut) return <RedirectWithToast {...signedOut} />;
  if (!isProvider) {
    return <RedirectWithToast to={paths.home} message={PROVIDER_TEXTS.providerOnly} />;
  }
  return children;
}
