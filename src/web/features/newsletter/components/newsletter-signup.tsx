import { useId } from 'react';
import { useActionData, useLocation, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { Mail } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import type { NewsletterSignup } from '#shared/newsletter-schemas.ts';
import { NEWSLETTER_CONFIRMATION } from '#shared/newsletter-messages.ts';
import { serverFeedback, type FormFailure } from '#web/lib/form-failure.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { FieldError } from '#web/components/ui/form-field.tsx';
import { PostForm } from '#web/components/ui/post-form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toastOnFailure } from '#web/lib/toast-on-failure.ts';
import { useSubscribeToNewsletter } from '../api/subscribe.ts';
import { NEWSLETTER_ANCHOR, SUBSCRIBED_PARAM } from '../newsletter-action.ts';

// zod and the schema load when the form is first used, not with the page (docs/decisions/015).
const resolver = lazyZodResolver(
  async () => (await import('#shared/newsletter-schemas.ts')).newsletterSignupSchema,
);

/**
 * The newsletter box: one email field and a Subscribe button. A real form: sent before the page's
 * script runs, the page's route action subscribes (newsletter-action.ts).
 */
export function NewsletterSignup() {
  const id = useId();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const failure = useActionData<FormFailure | null>() ?? undefined;
  const subscribe = useSubscribeToNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<NewsletterSignup>({ resolver });
  const server = serverFeedback(failure, submitCount);

  const onSubmit = handleSubmit((values) =>
    toastOnFailure('Failed to subscribe. Please try again.', async () => {
      const { message } = await subscribe.mutateAsync(values);
      toast.success(message);
      // Empty, not the starting value (what a refused form sent without the script came back with).
      reset({ email: '' });
    }),
  );

  const error = server.error('email', errors.email?.message);
  const subscribed = params.has(SUBSCRIBED_PARAM) && submitCount === 0;
  return (
    <section
      id={NEWSLETTER_ANCHOR}
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
      <PostForm
        action={`${pathname}#${NEWSLETTER_ANCHOR}`}
        message={server.message}
        onFocus={resolver.preload}
        onSubmit={onSubmit}
        className="mt-5 max-w-xl gap-2"
      >
        {subscribed ? (
          <p role="status" className="font-medium text-primary-strong">
            {NEWSLETTER_CONFIRMATION}
          </p>
        ) : null}
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
            defaultValue={server.value('email')}
          />
          <SubmitButton
            pending={isSubmitting || subscribe.isPending}
            pendingLabel="Subscribing..."
            className="sm:w-32"
          >
            Subscribe
          </SubmitButton>
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </PostForm>
    </section>
  );
}
