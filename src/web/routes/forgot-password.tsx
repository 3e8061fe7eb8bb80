import { EmailField } from '#web/features/auth/components/credential-fields.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { PasswordResetRequestInput } from '#shared/auth-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useRequestPasswordReset } from '#web/features/auth/api/password-reset.ts';
import { AuthCardPage } from '#web/features/auth/components/auth-card-page.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';

// zod and the schema load when the form is first used, not with the page (issue 11).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).passwordResetRequestSchema,
);

/** "Forgot password?": asks for the email and sends a reset link. */
export function Component() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequestInput>({
    resolver,
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send the reset link. Please try again.'));
    }
  });

  return (
    <AuthCardPage
      title="Reset your password"
      description="Enter the email address of your account and we will email you a link to choose a new password."
      back={{ to: paths.auth, label: 'Back to sign in' }}
    >
      {sentTo ? (
        <p role="status" className="rounded-md bg-primary-soft p-4 text-sm">
          If an account exists for {sentTo}, we have sent it a link to reset the password. The link
          works for one hour.
        </p>
      ) : (
        <form onFocus={resolver.preload} onSubmit={onSubmit} noValidate className="grid gap-4">
          <EmailField registration={register('email')} error={errors.email?.message} />
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCardPage>
  );
}
