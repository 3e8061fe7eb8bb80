import { Suspense } from 'react';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { AuthCardPage } from '#web/features/auth/components/auth-card-page.tsx';
import { VERIFICATION_TEXTS } from '#web/features/auth/verification-texts.ts';
import { paths } from '#web/lib/paths.ts';
import { useNeeded } from '#web/lib/use-needed.ts';

// The form (react-hook-form + zod) is needed only when a link failed: it loads once the page is
// live (no lazy chunk is needed to hydrate).
const ResendVerificationForm = lazyNamed(
  () => import('#web/features/auth/components/resend-verification-form.tsx'),
  'ResendVerificationForm',
);

const FAILED = {
  TOKEN_EXPIRED: {
    title: 'This link has expired',
    text: 'This verification link has expired. Links work for one hour: send yourself a new one.',
  },
  INVALID: {
    title: 'This link does not work',
    text: 'This verification link is not valid or has already been used. Send yourself a new one.',
  },
} as const;

/** Where the link in the verification email lands: it says whether it worked. */
export function Component() {
  const [params] = useSearchParams();
  const { profile } = useAuth();
  const error = params.get('error');
  const formNeeded = useNeeded(!!error);
  if (error) {
    const failed = error === 'TOKEN_EXPIRED' ? FAILED.TOKEN_EXPIRED : FAILED.INVALID;
    return (
      <AuthCardPage
        title={failed.title}
        description={failed.text}
        back={{ to: paths.home, label: 'Back to home' }}
      >
        {formNeeded ? (
          <Suspense fallback={null}>
            <ResendVerificationForm email={profile?.email} />
          </Suspense>
        ) : null}
      </AuthCardPage>
    );
  }
  return (
    <AuthCardPage
      title="Email verified"
      description={VERIFICATION_TEXTS.verified}
      back={{ to: paths.home, label: 'Back to home' }}
    >
      <Button asChild className="w-full">
        <Link to={profile ? paths.home : paths.auth}>
          {profile ? 'Continue to CareNest' : 'Log in'}
        </Link>
      </Button>
    </AuthCardPage>
  );
}
