import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { PasswordResetRequestInput } from '#shared/auth-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { VERIFICATION_TEXTS } from '../verification-texts.ts';
import { EmailField } from './credential-fields.tsx';

// zod and the schema load when the form is first used, not with the page (issue 11).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).passwordResetRequestSchema,
);

/** Asks for the address and emails a new verification link. */
export function ResendVerificationForm({ email = '' }: { email?: string }) {
  const resend = useResendVerification();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequestInput>({
    resolver,
    defaultValues: { email },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await resend.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      toast.error(errorMessage(error, VERIFICATION_TEXTS.resendFailed));
    }
  });
  if (sentTo) {
    return (
      <p role="status" className="rounded-md bg-primary-soft p-4 text-sm">
        {VERIFICATION_TEXTS.resent(sentTo)}
      </p>
    );
  }
  return (
    <form onFocus={resolver.preload} onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField registration={register('email')} error={errors.email?.message} />
      <Button type="submit" disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Send a new link'}
      </Button>
    </form>
  );
}
