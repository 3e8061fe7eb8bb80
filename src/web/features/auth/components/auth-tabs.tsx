import type { FormFailure } from '#web/lib/form-failure.ts';
import { LinkTabs, type LinkTab } from '#web/components/ui/link-tabs.tsx';
import { paths } from '#web/lib/paths.ts';
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
};

const TABS: LinkTab<AuthTab>[] = AUTH_TABS.map((value) => ({
  value,
  label: value === 'login' ? 'Login' : 'Sign Up',
  href: `${paths.auth}?tab=${value}`,
}));

/**
 * The Login and Sign Up tabs, shared by the auth dialog and the /auth page. Each tab is a link to
 * /auth?tab=…, so it works before the page's script does (the server renders that tab); once it
 * runs, a click switches in place.
 */
export function AuthTabs(props: AuthTabsProps) {
  const { tab, onTabChange, onSignedIn, onSignedUp, loginEmail, failure } = props;
  return (
    <LinkTabs
      tabs={TABS}
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
          />
          <SocialSignIn />
        </>
      ) : (
        <SignUpForm onSignedUp={onSignedUp} failure={failure} />
      )}
    </LinkTabs>
  );
}
