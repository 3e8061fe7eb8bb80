import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

export type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** One accessible name per thumb, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels: readonly string[];
  /** Human-readable value per thumb for screen readers, e.g. "$3,200". */
  valueText?: (value: number) => string;
};

/** A range input with one thumb per value; each thumb is keyboard operable (arrows, Page keys, Home/End). Load it through ./slider.tsx. */
export function Slider({ className, thumbLabels, valueText, ...props }: SliderProps) {
  const values = props.value ?? props.defaultValue ?? [];
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex w-full touch-none items-center py-2 select-none data-[disabled]:opacity-60',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted ring-1 ring-input/40">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((value, index) => (
        <SliderPrimitive.Thumb
          key={thumbLabels[index] ?? index}
          aria-label={thumbLabels[index]}
          aria-valuetext={valueText ? valueText(value) : undefined}
          className="block size-5 rounded-full border-2 border-primary bg-card shadow transition-colors hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
