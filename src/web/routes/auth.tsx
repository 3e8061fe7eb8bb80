import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BRAND } from '#shared/constants.ts';
import { isAuthTab, useAuth, type AuthTab } from '#web/features/auth/auth-context.ts';
import { AuthTabs } from '#web/features/auth/components/auth-tabs.tsx';
import { AuthCardPage } from '#web/features/auth/components/auth-card-page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/paths.ts';
import { skipBrowserRevalidation } from '#web/app/page-data.ts';
import { signedOutOnlyLoader } from '#web/app/session-redirect.ts';

export const loader = signedOutOnlyLoader;
export const shouldRevalidate = skipBrowserRevalidation;

/** The /auth page: the auth dialog's forms on a page of their own. Supports ?tab=signup. */
export function Component() {
  const { loading, isSignedIn } = useAuth();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [loginEmail, setLoginEmail] = useState<string | undefined>();
  const requestedTab = searchParams.get('tab');
  const tab: AuthTab = isAuthTab(requestedTab) ? requestedTab : 'login';

  const showTab = (next: AuthTab) => setSearchParams({ tab: next }, { replace: true });

  if (loading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="size-8" label="Checking your sign-in" />
      </div>
    );
  }
  if (isSignedIn) return <Navigate to={paths.home} replace />;

  return (
    <AuthCardPage
      title={`Welcome to ${BRAND}`}
      description="Sign in to your account, or create one to save favorites and write reviews."
      back={{ to: paths.home, label: 'Back to home' }}
    >
      <AuthTabs
        tab={tab}
        onTabChange={showTab}
        loginEmail={loginEmail}
        onSignedIn={() => navigate(paths.home)}
        onSignedUp={(email) => {
          setLoginEmail(email);
          showTab('login');
        }}
      />
    </AuthCardPage>
  );
}
