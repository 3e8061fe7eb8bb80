import { useState, type KeyboardEvent } from 'react';
import { RadioGroup } from 'radix-ui';
import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import {
  STAR_EMPTY_CLASS,
  STAR_FILLED_CLASS,
  STARS,
} from '#web/components/review/review-stars.tsx';

export type StarRatingInputProps = {
  /** 0 while nothing is chosen, else 1–5. */
  value: number;
  onChange: (rating: number) => void;
  /** Id of the visible label; without it the group is labelled "Rating". */
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
};

export const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

const ARROW_STEP: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
};

/**
 * Arrow keys choose the next/previous star at once. Radix moves focus on a timer and only checks
 * the item if the key is still held, so quick key presses would move focus without choosing.
 */
function chooseWithArrows(
  event: KeyboardEvent<HTMLButtonElement>,
  star: number,
  onChange: (n: number) => void,
) {
  const step = ARROW_STEP[event.key];
  if (!step) return;
  event.preventDefault();
  const next = ((star - 1 + step + STARS.length) % STARS.length) + 1;
  onChange(next);
  event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`[value="${next}"]`)?.focus();
}

/**
 * Five clickable stars with a hover preview. It is a radio group, so the keyboard works as
 * people expect: Tab into it, arrow keys move and choose, Space chooses.
 */
export function StarRatingInput({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  disabled,
  className,
}: StarRatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <RadioGroup.Root
      value={value > 0 ? String(value) : null}
      onValueChange={(next) => onChange(Number(next))}
      orientation="horizontal"
      loop
      disabled={disabled}
      aria-label={labelledBy ? undefined : 'Rating'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required="true"
      onPointerLeave={() => setHovered(null)}
      className={cn('flex items-center gap-0.5', className)}
    >
      {STARS.map((star) => (
        <RadioGroup.Item
          key={star}
          value={String(star)}
          aria-label={starLabel(star)}
          onPointerEnter={() => setHovered(star)}
          onKeyDown={(event) => chooseWithArrows(event, star, onChange)}
          className="rounded-md p-1 transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Star
            aria-hidden="true"
            strokeWidth={1.75}
            className={cn('size-8', star <= shown ? STAR_FILLED_CLASS : STAR_EMPTY_CLASS)}
          />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
