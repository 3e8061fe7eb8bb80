import { Suspense } from 'react';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { Outlet, useNavigation } from 'react-router';
import { Footer } from '#web/components/layout/footer.tsx';
import { Header } from '#web/components/layout/header.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { HeaderActions } from '#web/features/auth/components/header-actions.tsx';
import { CompareAnnouncer, useComparePicks } from '#web/features/compare-picks/index.ts';
import { HydrateLater } from '#web/lib/hydrate-later.tsx';
import { useNeeded } from '#web/lib/use-needed.ts';
import { PageChange } from './page-change.tsx';

/** A thin bar while a lazily loaded page is on its way. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-soft"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}

const AuthDialog = lazyNamed(
  () => import('#web/features/auth/components/auth-dialog.tsx'),
  'AuthDialog',
);

/** The sign-in dialog, its forms loaded the first time it opens. */
function LazyAuthDialog() {
  const { authDialog } = useAuth();
  if (!useNeeded(authDialog.open)) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}

const VerifyEmailBanner = lazyNamed(
  () => import('#web/features/auth/components/verify-email-banner.tsx'),
  'VerifyEmailBanner',
);

/** The reminder to verify an email address, loaded only for someone who has not yet. */
function LazyVerifyEmailBanner() {
  const { profile } = useAuth();
  if (!useNeeded(!!profile && !profile.emailVerified)) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}

const CompareTray = lazyNamed(
  () => import('#web/features/compare-picks/components/compare-tray.tsx'),
  'CompareTray',
);

/** The compare tray, loaded once a community is picked (docs/decisions/044). */
function LazyCompareTray() {
  if (!useNeeded(useComparePicks().length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}

/** Where the keyboard starts on every page: the new page's focus marker, then the skip link. */
function PageStart() {
  return (
    <>
      <PageChange />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
    </>
  );
}

/** Header (with the account actions of the auth feature), main content and footer around every page. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <Header start={<PageStart />} actions={<HeaderActions />} />
      <LazyVerifyEmailBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* The page hydrates after the header, in slices that leave the main thread free. */}
        <HydrateLater>
          <Outlet />
        </HydrateLater>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <LazyCompareTray />
      <CompareAnnouncer />
      <LazyAuthDialog />
    </div>
  );
}
