import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { REVIEW_LIMITS } from '#shared/constants.ts';
import {
  reviewInputSchema,
  type ReviewData,
  type ReviewInput,
  type ReviewView,
} from '#shared/review-schemas.ts';
import { visibleLength } from '#shared/text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';
import { REVIEW_TEXTS, reviewSubmitErrorMessage } from '../messages.ts';
import { StarRatingInput } from './star-rating-input.tsx';

const RATING_REQUIRED = 'Please select a rating';

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

/** Rating (required), optional title and comment; shows the SPEC §8 toasts itself. */
export function ReviewForm({
  initialReview,
  onSubmit,
  onSuccess,
  onCancel,
  className,
}: ReviewFormProps) {
  const id = useId();
  const isUpdate = Boolean(initialReview);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewData>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: {
      rating: initialReview?.rating ?? 0,
      title: initialReview?.title ?? '',
      comment: initialReview?.comment ?? '',
    },
  });
  const rating = useWatch({ control, name: 'rating' });
  const commentLength = visibleLength(useWatch({ control, name: 'comment' }) ?? '');
  const hasRating = rating >= REVIEW_LIMITS.minRating;
  const ratingMessage = errors.rating?.message ?? (hasRating ? undefined : RATING_REQUIRED);

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
      <div className="grid gap-2">
        <span id={`${id}-rating`} className="text-sm leading-none font-medium">
          Rating
        </span>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              value={field.value}
              onChange={field.onChange}
              labelledBy={`${id}-rating`}
              describedBy={ratingMessage ? `${id}-rating-message` : undefined}
              invalid={Boolean(errors.rating)}
              disabled={isSubmitting}
              className="-ml-1"
            />
          )}
        />
        {ratingMessage ? (
          <p
            id={`${id}-rating-message`}
            className={cn(
              'text-sm',
              errors.rating ? 'font-medium text-destructive' : 'text-muted-foreground',
            )}
          >
            {ratingMessage}
          </p>
        ) : null}
      </div>
      <FormField label="Review Title (Optional)" error={errors.title?.message}>
        {(field) => <Input {...field} {...register('title')} autoComplete="off" />}
      </FormField>
      <FormField
        label="Your Review (Optional)"
        error={errors.comment?.message}
        hint={
          <span className={cn(commentLength > REVIEW_LIMITS.comment && 'text-destructive')}>
            {commentLength}/{REVIEW_LIMITS.comment} characters
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
          disabled={!hasRating || isSubmitting}
          aria-describedby={ratingMessage ? `${id}-rating-message` : undefined}
        >
          {isSubmitting ? 'Submitting...' : isUpdate ? 'Update Review' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
