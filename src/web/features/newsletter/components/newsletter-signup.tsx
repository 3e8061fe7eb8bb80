import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { Mail } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import type { NewsletterSignup } from '#shared/newsletter-schemas.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { FieldError } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toastOnFailure } from '#web/lib/toast-on-failure.ts';
import { useSubscribeToNewsletter } from '../api/subscribe.ts';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
const resolver = lazyZodResolver(
  async () => (await import('#shared/newsletter-schemas.ts')).newsletterSignupSchema,
);

/** The newsletter box: one email field and a Subscribe button. */
export function NewsletterSignup() {
  const id = useId();
  const subscribe = useSubscribeToNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterSignup>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    toastOnFailure('Failed to subscribe. Please try again.', async () => {
      const { message } = await subscribe.mutateAsync(values);
      toast.success(message);
      reset();
    }),
  );

  const error = errors.email?.message;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-border bg-primary-soft p-6 sm:p-8"
    >
      <h2
        id={`${id}-heading`}
        className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-primary-strong"
      >
        <Mail aria-hidden="true" className="size-6" />
        Get new guides by email
      </h2>
      <p className="mt-2 max-w-2xl text-foreground">
        Practical guides and checklists for families, about once a month. We use your address only
        to send this newsletter.
      </p>
      <form
        onFocus={resolver.preload}
        onSubmit={onSubmit}
        noValidate
        className="mt-5 grid max-w-xl gap-2"
      >
        <Label htmlFor={`${id}-email`}>Email address</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('email')}
          />
          <SubmitButton
            pending={subscribe.isPending}
            pendingLabel="Subscribing..."
            className="sm:w-32"
          >
            Subscribe
          </SubmitButton>
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </form>
    </section>
  );
}
