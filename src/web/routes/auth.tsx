import { useState } from 'react';
import {
  Navigate,
  useActionData,
  useNavigate,
  useSearchParams,
  type ActionFunctionArgs,
} from 'react-router';
import { BRAND } from '#shared/constants.ts';
import { AUTH_TABS, useAuth, type AuthTab } from '#web/lib/auth-context.ts';
import { signIn } from '#web/features/auth/api/sign-in.ts';
import { signUp } from '#web/features/auth/api/sign-up.ts';
import { AuthTabs } from '#web/features/auth/components/auth-tabs.tsx';
import { AuthCardPage } from '#web/features/auth/components/auth-card-page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/paths.ts';
import { tabFromSearch } from '#web/lib/tab-param.ts';
import { formAction, parseForm, type FormFailure } from '#web/lib/form-action.ts';
import { revalidateOnNewPath } from '#web/lib/page-data.ts';
import { authPath, NEXT_PARAM, returnPath } from '#web/lib/return-to.ts';
import { signedOutOnlyLoader } from '#web/app/session-redirect.ts';

export const loader = signedOutOnlyLoader;
export const shouldRevalidate = revalidateOnNewPath;

/** What a redirect back to /auth has to say (?notice=…), after a form handled by the server. */
const AUTH_NOTICES = {
  'signed-up': 'Account created successfully! Please verify your email.',
  'password-reset': 'Your password has been changed. Please sign in.',
} as const;

// The forms' schemas load on the server only, when a form arrives (not with the page's script).
const schemas = () => import('#shared/auth-schemas.ts');

const signInAction = formAction('Failed to sign in', async ({ api, fields, request }) => {
  await signIn(parseForm((await schemas()).signInSchema, fields), api);
  return returnPath(new URL(request.url).searchParams.get(NEXT_PARAM)) ?? paths.home;
});

const signUpAction = formAction('Failed to sign up', async ({ api, fields, request }) => {
  const form = { ...fields, acceptTerms: fields.acceptTerms === 'on' };
  const { acceptTerms: _accepted, ...account } = parseForm(
    (await schemas()).signUpFormSchema,
    form,
  );
  await signUp(account, api);
  // On to the Login tab, still going back where sign-in was asked for.
  const next = returnPath(new URL(request.url).searchParams.get(NEXT_PARAM));
  return `${authPath('login', next)}&notice=signed-up`;
});

/** The Login and Sign Up forms sent without the page's script (their action URL names the tab). */
export const action = (args: ActionFunctionArgs) =>
  new URL(args.request.url).searchParams.get('tab') === 'signup'
    ? signUpAction(args)
    : signInAction(args);

const noticeOf = (value: string | null) =>
  value && value in AUTH_NOTICES ? AUTH_NOTICES[value as keyof typeof AUTH_NOTICES] : null;

/** The /auth page: the auth dialog's forms on a page of their own. Supports ?tab=signup. */
export function Component() {
  const { loading, isSignedIn } = useAuth();
  const navigate = useNavigate();
  const failure = useActionData<FormFailure | null>() ?? undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const [loginEmail, setLoginEmail] = useState<string | undefined>();
  const tab = tabFromSearch(searchParams, AUTH_TABS, 'login');
  const notice = noticeOf(searchParams.get('notice'));
  // Where the person was going when asked to sign in (a page that needs it, Save this search).
  const next = returnPath(searchParams.get(NEXT_PARAM));

  const showTab = (chosen: AuthTab) =>
    setSearchParams(next ? { tab: chosen, [NEXT_PARAM]: next } : { tab: chosen }, {
      replace: true,
    });

  if (loading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="size-8" label="Checking your sign-in" />
      </div>
    );
  }
  if (isSignedIn) {
    return <Navigate to={next ?? paths.home} replace />;
  }

  return (
    <AuthCardPage
      title={`Welcome to ${BRAND}`}
      description="Sign in to your account, or create one to save favorites and write reviews."
      back={{ to: paths.home, label: 'Back to home' }}
    >
      {notice ? (
        <p role="status" className="mb-4 rounded-md bg-primary-soft p-3 text-sm">
          {notice}
        </p>
      ) : null}
      <AuthTabs
        tab={tab}
        onTabChange={showTab}
        loginEmail={loginEmail}
        failure={failure}
        next={next}
        onSignedIn={() => navigate(next ?? paths.home)}
        onSignedUp={(email) => {
          setLoginEmail(email);
          showTab('login');
        }}
      />
    </AuthCardPage>
  );
}
