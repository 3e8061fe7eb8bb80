import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { ReviewData, ReviewInput } from '#shared/review-schemas.ts';
import { cn } from '#web/lib/cn.ts';
import { StarRatingInput } from './star-rating-input.tsx';

type RatingFieldProps = {
  control: Control<ReviewInput, unknown, ReviewData>;
  /** What to say under the stars: the validation error, or the hint that a rating is needed. */
  message?: string;
  invalid: boolean;
  disabled: boolean;
  /** Id the submit button points at while the message is shown. */
  messageId: string;
};

/** The required star rating of a review, with its label and message. */
export function RatingField({ control, message, invalid, disabled, messageId }: RatingFieldProps) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        Rating
      </span>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            value={field.value}
            onChange={field.onChange}
            labelledBy={labelId}
            describedBy={message ? messageId : undefined}
            invalid={invalid}
            disabled={disabled}
            className="-ml-1"
          />
        )}
      />
      {message ? (
        <p
          id={messageId}
          className={cn(
            'text-sm',
            invalid ? 'font-medium text-destructive' : 'text-muted-foreground',
          )}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
