import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { ChangePasswordInput } from '#shared/auth-schemas.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { NewPasswordFields, PasswordField } from '#web/components/ui/credential-fields.tsx';
import { toastOnFailure } from '#web/lib/toast-on-failure.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).changePasswordSchema,
);

/** better-auth's code for a current password that does not match. */
const WRONG_CURRENT_PASSWORD = 'INVALID_PASSWORD';
const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/** Change password on /profile; other devices are signed out afterwards. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(({ currentPassword, password }) =>
    toastOnFailure('Failed to change password', async () => {
      try {
        await change.mutateAsync({ currentPassword, password });
      } catch (error) {
        // Said at the field that is wrong, not as a toast about "a password" of three.
        if (!(error instanceof ApiError && error.code === WRONG_CURRENT_PASSWORD)) throw error;
        setError('currentPassword', { message: CURRENT_PASSWORD_WRONG }, { shouldFocus: true });
        return;
      }
      toast.success('Password changed. Other devices have been signed out.');
      reset();
    }),
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Password</h2>
        <CardDescription>Use at least 8 characters that are hard to guess.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onFocus={resolver.preload}
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 sm:max-w-md"
        >
          <PasswordField
            label="Current password"
            registration={register('currentPassword')}
            error={errors.currentPassword?.message}
            kind="current"
          />
          <NewPasswordFields
            password={register('password')}
            confirmPassword={register('confirmPassword')}
            errors={{
              password: errors.password?.message,
              confirmPassword: errors.confirmPassword?.message,
            }}
          />
          <SubmitButton
            className="justify-self-start"
            pending={change.isPending}
            pendingLabel="Saving..."
          >
            Change password
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
