import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import type { PasswordResetRequestInput } from '#shared/auth-schemas.ts';
import { serverFeedback, type FormFailure } from '#web/lib/form-failure.ts';
import { PostForm } from '#web/components/ui/post-form.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { toastOnFailure } from '#web/lib/toast-on-failure.ts';
import { EmailField } from '#web/components/ui/credential-fields.tsx';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
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
  /** Where the form posts when sent before the page's script runs (a page with an action). */
  action?: string;
  /** The server's answer to that post. */
  failure?: FormFailure;
};

/** Asks for an address and emails it a link (a password reset, a new verification link). */
export function EmailLinkForm({
  email = '',
  request,
  submitLabel,
  failedMessage,
  sentMessage,
  action,
  failure,
}: EmailLinkFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<PasswordResetRequestInput>({ resolver });
  const server = serverFeedback(failure, submitCount);
  const onSubmit = handleSubmit((values) =>
    toastOnFailure(failedMessage, async () => {
      await request.mutateAsync(values);
      setSentTo(values.email);
    }),
  );
  if (sentTo) {
    return (
      <p role="status" className="rounded-md bg-primary-soft p-4 text-sm">
        {sentMessage(sentTo)}
      </p>
    );
  }
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
        defaultValue={server.value('email') ?? email}
      />
      <SubmitButton pending={isSubmitting || request.isPending} pendingLabel="Sending...">
        {submitLabel}
      </SubmitButton>
    </PostForm>
  );
}
