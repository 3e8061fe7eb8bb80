import { NewPasswordFields } from '#web/components/ui/credential-fields.tsx';
import { Link, useActionData, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { NewPasswordInput } from '#shared/auth-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { resetPassword, useResetPassword } from '#web/features/auth/api/password-reset.ts';
import { formAction, parseForm } from '#web/lib/form-action.ts';
import { serverFeedback, type FormFailure } from '#web/lib/form-failure.ts';
import { PostForm } from '#web/components/ui/post-form.tsx';
import { AuthCardPage } from '#web/features/auth/components/auth-card-page.tsx';
import { toastOnFailure } from '#web/lib/toast-on-failure.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { paths } from '#web/lib/paths.ts';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).newPasswordSchema,
);

const FAILED = 'Failed to reset the password. Please try again.';

/** The form sent without the page's script (the token rides in its action URL, as in the link). */
export const action = formAction(FAILED, async ({ api, fields, request }) => {
  const { newPasswordSchema } = await import('#shared/auth-schemas.ts');
  const { password } = parseForm(newPasswordSchema, fields);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  await resetPassword({ token, password }, api);
  return `${paths.auth}?tab=login&notice=password-reset`;
});

/** Where the emailed link lands: choose a new password (?token=…), or learn the link expired. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const failure = useActionData<FormFailure | null>() ?? undefined;
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<NewPasswordInput>({ resolver });
  const server = serverFeedback(failure, submitCount);
  const onSubmit = handleSubmit(({ password }) =>
    toastOnFailure(FAILED, async () => {
      await reset.mutateAsync({ token: token ?? '', password });
      toast.success('Your password has been changed. Please sign in.');
      navigate(paths.auth);
    }),
  );

  const back = { to: paths.auth, label: 'Back to sign in' };
  if (!token || params.get('error')) {
    return (
      <AuthCardPage
        title="Reset link not valid"
        description="This link is invalid or has expired."
        back={back}
      >
        <Button asChild>
          <Link to={paths.forgotPassword}>Send a new link</Link>
        </Button>
      </AuthCardPage>
    );
  }
  return (
    <AuthCardPage
      title="Choose a new password"
      description="Use at least 8 characters. A phrase of three unrelated words is easy to remember and hard to guess."
      back={back}
    >
      <PostForm
        action={`${paths.resetPassword}?token=${encodeURIComponent(token)}`}
        message={server.message}
        onFocus={resolver.preload}
        onSubmit={onSubmit}
      >
        <NewPasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{
            password: server.error('password', errors.password?.message),
            confirmPassword: server.error('confirmPassword', errors.confirmPassword?.message),
          }}
        />
        <SubmitButton pending={isSubmitting || reset.isPending} pendingLabel="Saving...">
          Set new password
        </SubmitButton>
      </PostForm>
    </AuthCardPage>
  );
}
