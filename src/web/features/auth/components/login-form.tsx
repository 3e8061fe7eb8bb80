import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { SignInInput } from '#shared/auth-schemas.ts';
import { toastOnFailure } from '#web/lib/toast-on-failure.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useAuth } from '../auth-context.ts';
import { EmailField, PasswordField } from './credential-fields.tsx';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).signInSchema,
);

type LoginFormProps = {
  defaultEmail?: string;
  onSignedIn: () => void;
};

export function LoginForm({ defaultEmail = '', onSignedIn }: LoginFormProps) {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const { closeAuthDialog } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput>({
    resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    toastOnFailure('Failed to sign in', async () => {
      await signIn.mutateAsync(values);
      toast.success('Signed in successfully!');
      onSignedIn();
    }),
  );

  return (
    <form onFocus={resolver.preload} onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField registration={register('email')} error={errors.email?.message} />
      <PasswordField
        registration={register('password')}
        error={errors.password?.message}
        kind="current"
      />
      <div className="-mt-2 flex justify-end">
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0 py-1"
          onClick={() => {
            closeAuthDialog();
            navigate(paths.forgotPassword);
          }}
        >
          Forgot password?
        </Button>
      </div>
      <SubmitButton className="w-full" pending={signIn.isPending} pendingLabel="Signing in...">
        Sign in
      </SubmitButton>
    </form>
  );
}
