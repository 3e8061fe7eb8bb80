import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { BRAND } from '#shared/constants.ts';
import { isAuthTab, useAuth, type AuthTab } from '#web/features/auth/auth-context.ts';
import { AuthTabs } from '#web/features/auth/components/auth-tabs.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** The /auth page: the auth dialog's forms on a page of their own. Supports ?tab=signup. */
export function Component() {
  useDocumentTitle('Log in or sign up');
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
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to home
      </Link>
      <Card className="mt-4">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Welcome to {BRAND}</h1>
          <CardDescription>
            Sign in to your account, or create one to save favorites and write reviews.
          </CardDescription>
        </CardHeader>
        <CardContent>
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
        </CardContent>
      </Card>
    </div>
  );
}
