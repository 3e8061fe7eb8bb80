import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { SignInInput } from '#shared/auth-schemas.ts';
import { serverFeedback, type FormFailure } from '#web/lib/form-failure.ts';
import { toastOnFailure } from '#web/lib/toast-on-failure.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PostForm } from '#web/components/ui/post-form.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { EmailField, PasswordField } from '#web/components/ui/credential-fields.tsx';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).signInSchema,
);

type LoginFormProps = {
  defaultEmail?: string;
  onSignedIn: () => void;
  /** The server's answer when this form was sent before the page's script ran. */
  failure?: FormFailure;
  /** Where it posts without the script: /auth?tab=login, with the page to go back to. */
  action?: string;
};

/**
 * A real form posted to /auth (the route's action signs in on the server), so it works before
 * the page's script and never sends the password in a URL; the script then signs in through the
 * same API endpoint without leaving the page.
 */
export function LoginForm(props: LoginFormProps) {
  const { defaultEmail = '', onSignedIn, failure, action = `${paths.auth}?tab=login` } = props;
  const signIn = useSignIn();
  const { closeAuthDialog } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<SignInInput>({ resolver });
  const server = serverFeedback(failure, submitCount);

  const onSubmit = handleSubmit((values) =>
    toastOnFailure('Failed to sign in', async () => {
      await signIn.mutateAsync(values);
      toast.success('Signed in successfully!');
      onSignedIn();
    }),
  );

  return (
    <PostForm
      action={action}
      message={server.message}
      onFocus={resolver.preload}
      onSubmit={onSubmit}
    >
      <EmailField
        registration={register('email')}
        error={server.error('email', errors.email?.message)}
        defaultValue={server.value('email') ?? (defaultEmail || undefined)}
      />
      <PasswordField
        registration={register('password')}
        error={server.error('password', errors.password?.message)}
        kind="current"
      />
      <div className="-mt-2 flex justify-end">
        <Button asChild variant="link" size="sm" className="h-auto px-0 py-1">
          <Link to={paths.forgotPassword} onClick={closeAuthDialog}>
            Forgot password?
          </Link>
        </Button>
      </div>
      <SubmitButton
        className="w-full"
        pending={isSubmitting || signIn.isPending}
        pendingLabel="Signing in..."
      >
        Sign in
      </SubmitButton>
    </PostForm>
  );
}
