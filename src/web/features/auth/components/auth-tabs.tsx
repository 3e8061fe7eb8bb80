import { useId, type MouseEvent } from 'react';
import type { FormFailure } from '#web/lib/form-failure.ts';
import { cn } from '#web/lib/cn.ts';
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

const LABELS: Record<AuthTab, string> = { login: 'Login', signup: 'Sign Up' };

/** A plain left click; others (new tab, new window) keep the link's own behaviour. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The Login and Sign Up tabs, shared by the auth dialog and the /auth page. Each tab is a link to
 * /auth?tab=…, so it works before the page's script does (the server renders that tab); once it
 * runs, a click switches in place.
 */
export function AuthTabs(props: AuthTabsProps) {
  const { tab, onTabChange, onSignedIn, onSignedUp, loginEmail, failure } = props;
  const id = useId();
  const select = (next: AuthTab) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onTabChange(next);
  };
  return (
    <div>
      <div
        role="tablist"
        className="grid h-11 w-full grid-cols-2 items-center rounded-lg bg-muted p-1 text-muted-foreground"
      >
        {AUTH_TABS.map((value) => (
          <a
            key={value}
            id={`${id}-${value}`}
            role="tab"
            href={`${paths.auth}?tab=${value}`}
            aria-selected={value === tab}
            aria-controls={value === tab ? `${id}-panel` : undefined}
            data-state={value === tab ? 'active' : 'inactive'}
            onClick={select(value)}
            className={cn(
              'inline-flex h-full items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
            )}
          >
            {LABELS[value]}
          </a>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="mt-4">
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
      </div>
    </div>
  );
}
