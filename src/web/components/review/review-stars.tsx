import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** "4" for whole numbers, "3.5" otherwise. */
const formatStars = (rating: number) =>
  Number.isInteger(rating) ? String(rating) : rating.toFixed(1);

export const STARS = [1, 2, 3, 4, 5] as const;

/** Amber that keeps 3:1 contrast on white (the same as the listing cards' star). */
export const STAR_FILLED_CLASS = 'fill-[#b45309] text-[#b45309]';
/** An empty star's outline: the form-control border colour (3:1 on white). */
export const STAR_EMPTY_CLASS = 'text-input';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const;

export type ReviewStarsProps = {
  /** 0–5; fractions (an average) fill part of a star. */
  rating: number;
  /** Also show "n/5" as visible text (the website review list does). */
  showValue?: boolean;
  size?: keyof typeof sizes;
  /**
   * The rating rounded to whole stars, drawn side by side in one piece each at the icon's own
   * stroke: the look of a listing's rating summary, which shows the exact average beside them.
   */
  wholeStars?: boolean;
  /** The rating as screen readers hear it; by default "4" or "3.5". */
  ratingText?: string;
  className?: string;
};

/** Read-only stars. Screen readers hear "n out of 5 stars" once; the glyphs are hidden. */
export function ReviewStars({
  rating,
  showValue = false,
  size = 'sm',
  wholeStars = false,
  ratingText,
  className,
}: ReviewStarsProps) {
  const value = formatStars(rating);
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        role="img"
        aria-label={`${ratingText ?? value} out of 5 stars`}
        className={cn('inline-flex', !wholeStars && 'gap-0.5')}
      >
        {STARS.map((star) =>
          wholeStars ? (
            <WholeStar key={star} filled={star <= Math.round(rating)} size={size} />
          ) : (
            <StarGlyph
              key={star}
              fill={Math.min(1, Math.max(0, rating - (star - 1)))}
              size={size}
            />
          ),
        )}
      </span>
      {showValue ? (
        <span aria-hidden="true" className="text-sm font-semibold text-foreground">
          {value}/5
        </span>
      ) : null}
    </span>
  );
}

function StarGlyph({ fill, size }: { fill: number; size: keyof typeof sizes }) {
  return (
    <span className="relative inline-flex" aria-hidden="true">
      <Star className={cn(sizes[size], STAR_EMPTY_CLASS)} strokeWidth={1.75} />
      {fill > 0 ? (
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${fill * 100}%` }}
        >
          <Star className={cn(sizes[size], STAR_FILLED_CLASS)} strokeWidth={1.75} />
        </span>
      ) : null}
    </span>
  );
}

function WholeStar({ filled, size }: { filled: boolean; size: keyof typeof sizes }) {
  return (
    <Star
      aria-hidden="true"
      className={cn(sizes[size], filled ? STAR_FILLED_CLASS : STAR_EMPTY_CLASS)}
    />
  );
}
