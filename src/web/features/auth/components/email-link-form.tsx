import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import type { PasswordResetRequestInput } from '#shared/auth-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { EmailField } from './credential-fields.tsx';

// zod and the schema load when the form is first used, not with the page (issue 11).
const resolver = lazyZodResolver(
  async () => (await import('#shared/auth-schemas.ts')).passwordResetRequestSchema,
);

type EmailLinkFormProps = {
  email?: string;
  /** The mutation that emails the link (its answer is the same whether or not the address exists). */
  request: {
    mutateAsync: (values: PasswordResetRequestInput) => Promise<unknown>;
    isPending: boolean;
  };
  submitLabel: string;
  failedMessage: string;
  /** Shown in place of the form once sent. */
  sentMessage: (email: string) => ReactNode;
};

/** Asks for an address and emails it a link (a password reset, a new verification link). */
export function EmailLinkForm({
  email = '',
  request,
  submitLabel,
  failedMessage,
  sentMessage,
}: EmailLinkFormProps) {
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
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      toast.error(errorMessage(error, failedMessage));
    }
  });
  if (sentTo) {
    return (
      <p role="status" className="rounded-md bg-primary-soft p-4 text-sm">
        {sentMessage(sentTo)}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField registration={register('email')} error={errors.email?.message} />
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
