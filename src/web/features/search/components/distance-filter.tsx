import { useState } from 'react';
import { DISTANCE } from '#shared/constants.ts';
import { Slider } from '#web/components/ui/slider.tsx';

type DistanceFilterProps = { radius: number; onCommit: (radius: number) => void };

/** Distance slider, 1–100 miles in steps of 1, labelled at 1, 50 and 100 miles (docs/product.md §5). */
export function DistanceFilter({ radius, onCommit }: DistanceFilterProps) {
  const [draft, setDraft] = useState<{ from: number; value: number } | null>(null);
  const value = draft && draft.from === radius ? draft.value : radius;
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium" aria-hidden="true">
        Within {value} {value === 1 ? 'mile' : 'miles'}
      </p>
      <Slider
        min={DISTANCE.min}
        max={DISTANCE.max}
        step={DISTANCE.step}
        value={[value]}
        thumbLabels={['Distance in miles']}
        valueText={(v) => `${v} ${v === 1 ? 'mile' : 'miles'}`}
        onValueChange={([next]) => setDraft({ from: radius, value: next })}
        onValueCommit={([next]) => onCommit(next)}
      />
      <div className="relative h-4 text-xs text-muted-foreground" aria-hidden="true">
        {DISTANCE.labels.map((mark) => (
          <span
            key={mark}
            className="absolute -translate-x-1/2 whitespace-nowrap first:translate-x-0 last:-translate-x-full"
            style={{ left: `${((mark - DISTANCE.min) / (DISTANCE.max - DISTANCE.min)) * 100}%` }}
          >
            {mark} {mark === 1 ? 'mile' : 'miles'}
          </span>
        ))}
      </div>
    </div>
  );
}
