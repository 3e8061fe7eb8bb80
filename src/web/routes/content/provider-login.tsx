import { Link } from 'react-router';
import { BRAND } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { paths, providerSignUpPath } from '#web/lib/paths.ts';
import { Actions, Section, TextLink } from '#web/features/content/components/prose.tsx';

function SignedInActions() {
  const { isProvider } = useAuth();
  if (isProvider) {
    return (
      <Actions>
        <Button asChild>
          <Link to={paths.dashboard}>Go to the Provider Dashboard</Link>
        </Button>
      </Actions>
    );
  }
  return (
    <Section title="You’re signed in as a Family Member">
      <p>
        Provider tools need a Care Provider account. Sign out from the account menu, then create a
        provider account with your company name.
      </p>
    </Section>
  );
}

export default function ProviderLoginPage() {
  const { loading, isSignedIn, openAuthDialog } = useAuth();
  return (
    <Page
      title="Provider Login"
      description={`Care providers sign in with their ${BRAND} Care Provider account to manage their subscription and listings in the Provider Dashboard.`}
    >
      {loading ? null : isSignedIn ? (
        <SignedInActions />
      ) : (
        <>
          <Actions>
            <Button onClick={() => openAuthDialog('login')}>Log in as a provider</Button>
            <Button asChild variant="outline">
              <Link to={providerSignUpPath}>Sign up as a Care Provider</Link>
            </Button>
          </Actions>
          <Section title="New to CareNest?">
            <p>
              Choose “Care Provider” when you sign up and enter your company name. Then pick a plan
              in the Provider Dashboard and add your communities. See{' '}
              <TextLink to="/list-your-community">plans and how listing works</TextLink>.
            </p>
          </Section>
        </>
      )}
    </Page>
  );
}
