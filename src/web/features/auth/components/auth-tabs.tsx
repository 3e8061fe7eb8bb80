import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { isAuthTab, type AuthTab } from '../auth-context.ts';
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
};

/** The Login and Sign Up tabs, shared by the auth dialog and the /auth page. */
export function AuthTabs({ tab, onTabChange, onSignedIn, onSignedUp, loginEmail }: AuthTabsProps) {
  return (
    <Tabs value={tab} onValueChange={(next) => isAuthTab(next) && onTabChange(next)}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <LoginForm key={loginEmail} defaultEmail={loginEmail} onSignedIn={onSignedIn} />
        <SocialSignIn />
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm onSignedUp={onSignedUp} />
      </TabsContent>
    </Tabs>
  );
}
