import type { FormFailure } from '#web/lib/form-failure.ts';
import { LinkTabs, type LinkTab } from '#web/components/ui/link-tabs.tsx';
import { authPath } from '#web/lib/return-to.ts';
import { AUTH_TABS, type AuthTab } from '#web/lib/auth-context.ts';
import { LoginForm } from './login-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

type AuthTabsProps = {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: () => void;
  onSignedUp: (email: string) => void;
  /** Prefills the Login email, e.g. right after signing up. */
  loginEmail?: string;
  /** The server's answer to the form sent without the page's script (/auth only). */
  failure?: FormFailure;
  /** The page to go back to once signed in (/auth only), kept by the tabs and the forms. */
  next?: string | null;
};

const tabsFor = (next: string | null | undefined): LinkTab<AuthTab>[] =>
  AUTH_TABS.map((value) => ({
    value,
    label: value === 'login' ? 'Login' : 'Sign Up',
    href: authPath(value, next),
  }));

/**
 * The Login and Sign Up tabs, shared by the auth dialog and the /auth page. Each tab is a link to
 * /auth?tab=…, so it works before the page's script does (the server renders that tab); once it
 * runs, a click switches in place.
 */
export function AuthTabs(props: AuthTabsProps) {
  const { tab, onTabChange, onSignedIn, onSignedUp, loginEmail, failure, next } = props;
  return (
    <LinkTabs
      tabs={tabsFor(next)}
      value={tab}
      onChange={onTabChange}
      listClassName="grid w-full grid-cols-2"
    >
      {tab === 'login' ? (
        <>
          <LoginForm
            key={loginEmail}
            defaultEmail={loginEmail}
            onSignedIn={onSignedIn}
            failure={failure}
            action={authPath('login', next)}
          />
          <SocialSignIn />
        </>
      ) : (
        <SignUpForm onSignedUp={onSignedUp} failure={failure} action={authPath('signup', next)} />
      )}
    </LinkTabs>
  );
}
