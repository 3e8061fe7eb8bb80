import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { ChangePasswordInput } from '#shared/auth-schemas.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { PostForm } from '#web/components/ui/post-form.tsx';
import { serverFeedback, type FormFailure } from '#web/lib/form-failure.ts';
import { paths } from '#web/lib/paths.ts';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { NewPasswordFields, PasswordField } from '#web/components/ui/credential-fields.tsx';
import { toastOnFailure } from '#web/lib/toast-on-failure.ts';
import { isWrongCurrentPassword, useChangePassword } from '../api/change-password.ts';
import { PROFILE_INTENT, PROFILE_TEXTS } from '../messages.ts';
import { FormNotice } from './form-notice.tsx';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).changePasswordSchema,
);

type ChangePasswordFormProps = {
  /** The server's answer when this form was sent before the page's script ran. */
  failure?: FormFailure;
  /** Said once the server has changed the password for a form sent that way. */
  notice?: string;
};

/**
 * Change password on /profile; other devices are signed out afterwards. A real form posted to the
 * page (its action changes the password on the server), so no password ever reaches a URL.
 */
export function ChangePasswordForm({ failure, notice }: ChangePasswordFormProps) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const server = serverFeedback(failure, submitCount);
  const onSubmit = handleSubmit(({ currentPassword, password }) =>
    toastOnFailure('Failed to change password', async () => {
      try {
        await change.mutateAsync({ currentPassword, password });
      } catch (error) {
        // Said at the field that is wrong, not as a toast about "a password" of three.
        if (!isWrongCurrentPassword(error)) throw error;
        setError(
          'currentPassword',
          { message: PROFILE_TEXTS.currentPasswordWrong },
          { shouldFocus: true },
        );
        return;
      }
      toast.success(PROFILE_TEXTS.passwordChanged);
      reset();
    }),
  );

  return (
    <Card id="password">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Password</h2>
        <CardDescription>Use at least 8 characters that are hard to guess.</CardDescription>
      </CardHeader>
      <CardContent>
        {submitCount === 0 ? <FormNotice text={notice} /> : null}
        <PostForm
          action={`${paths.profile}#password`}
          message={server.message}
          onFocus={resolver.preload}
          onSubmit={onSubmit}
          className="sm:max-w-md"
        >
          <input type="hidden" name="intent" value={PROFILE_INTENT.password} />
          <PasswordField
            label="Current password"
            registration={register('currentPassword')}
            error={server.error('currentPassword', errors.currentPassword?.message)}
            kind="current"
          />
          <NewPasswordFields
            password={register('password')}
            confirmPassword={register('confirmPassword')}
            errors={{
              password: server.error('password', errors.password?.message),
              confirmPassword: server.error('confirmPassword', errors.confirmPassword?.message),
            }}
          />
          <SubmitButton
            className="justify-self-start"
            pending={isSubmitting || change.isPending}
            pendingLabel="Saving..."
          >
            Change password
          </SubmitButton>
        </PostForm>
      </CardContent>
    </Card>
  );
}
