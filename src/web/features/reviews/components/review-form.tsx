import { useId } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import { REVIEW_LIMITS } from '#shared/constants.ts';
import {
  reviewInputSchema,
  type ReviewData,
  type ReviewInput,
  type ReviewView,
} from '#shared/review-schemas.ts';
import { capVisibleLength } from '#shared/text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';
import { REVIEW_TEXTS, reviewSubmitErrorMessage } from '../messages.ts';
import { reviewFormStatus, reviewFormValues, reviewSubmitLabel } from '../review-form-state.ts';
import { RatingField } from './rating-field.tsx';

export type ReviewFormProps = {
  /** The user's existing review: pre-fills the form and makes it an update. */
  initialReview?: Pick<ReviewView, 'rating' | 'title' | 'comment'> | null;
  /** Saves the review (create or update); reject to keep the form open with an error toast. */
  onSubmit: (data: ReviewData) => Promise<unknown>;
  /** Called after a successful save and its toast, e.g. to close a dialog. */
  onSuccess?: () => void;
  /** When given, a Cancel button is shown next to submit. */
  onCancel?: () => void;
  className?: string;
};

/** Rating (required), optional title and comment; shows the docs/product.md §8 toasts itself. */
export function ReviewForm({
  initialReview,
  onSubmit,
  onSuccess,
  onCancel,
  className,
}: ReviewFormProps) {
  const ratingMessageId = useId();
  const isUpdate = Boolean(initialReview);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewData>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: reviewFormValues(initialReview),
  });
  const [rating, title, comment] = useWatch({ control, name: ['rating', 'title', 'comment'] });
  const status = reviewFormStatus({ rating, title, comment }, errors.rating?.message);

  const submit = handleSubmit(async (data) => {
    try {
      await onSubmit(data);
      toast.success(isUpdate ? REVIEW_TEXTS.updated : REVIEW_TEXTS.submitted);
      onSuccess?.();
    } catch (error) {
      toast.error(reviewSubmitErrorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className={cn('grid gap-5', className)}>
      <RatingField
        control={control}
        message={status.ratingMessage}
        invalid={Boolean(errors.rating)}
        disabled={isSubmitting}
        messageId={ratingMessageId}
      />
      <TitleField control={control} error={errors.title?.message} length={status.titleLength} />
      <FormField
        label="Your Review (Optional)"
        error={errors.comment?.message}
        hint={
          <span className={cn(status.commentTooLong && 'text-destructive')}>
            {status.commentLength}/{REVIEW_LIMITS.comment} characters
          </span>
        }
      >
        {(field) => <Textarea {...field} {...register('comment')} rows={5} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          disabled={!status.hasRating || isSubmitting}
          aria-describedby={status.ratingMessage ? ratingMessageId : undefined}
        >
          {reviewSubmitLabel(isSubmitting, isUpdate)}
        </Button>
      </div>
    </form>
  );
}

/** The optional title, capped at its limit in visible characters as it is typed. */
function TitleField({
  control,
  error,
  length,
}: {
  control: Control<ReviewInput, unknown, ReviewData>;
  error: string | undefined;
  length: number;
}) {
  return (
    <FormField
      label="Review Title (Optional)"
      error={error}
      hint={`${length}/${REVIEW_LIMITS.title} characters`}
    >
      {(field) => (
        <Controller
          control={control}
          name="title"
          render={({ field: { value, onChange, ...title } }) => (
            <Input
              {...field}
              {...title}
              value={value ?? ''}
              // The limit counts visible characters, so the cap cannot be a plain maxLength.
              onChange={(event) =>
                onChange(capVisibleLength(event.target.value, REVIEW_LIMITS.title))
              }
              autoComplete="off"
            />
          )}
        />
      )}
    </FormField>
  );
}
