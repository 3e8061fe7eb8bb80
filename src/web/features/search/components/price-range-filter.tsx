import { useState } from 'react';
import { PRICE_STEP } from '#shared/constants.ts';
import { Slider } from '#web/components/ui/slider.tsx';
import { formatDollars } from '#web/lib/listing-format.ts';

type PriceRangeFilterProps = {
  bounds: { min: number; max: number };
  minPrice: number | null;
  maxPrice: number | null;
  onCommit: (range: { minPrice: number | null; maxPrice: number | null }) => void;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Two-thumb price slider, step 100, between the API's bounds; a thumb at its bound means "no limit". */
export function PriceRangeFilter({ bounds, minPrice, maxPrice, onCommit }: PriceRangeFilterProps) {
  const committed: [number, number] = [
    clamp(minPrice ?? bounds.min, bounds.min, bounds.max),
    clamp(maxPrice ?? bounds.max, bounds.min, bounds.max),
  ];
  const committedKey = committed.join('-');
  // While a thumb is dragged the draft shows; a new committed value (URL) replaces it.
  const [draft, setDraft] = useState<{ key: string; value: number[] } | null>(null);
  const value = draft && draft.key === committedKey ? draft.value : committed;

  return (
    <div className="grid gap-3">
      <p className="flex justify-between text-sm font-medium" aria-hidden="true">
        <span>{formatDollars(value[0])}</span>
        <span>{formatDollars(value[1])}</span>
      </p>
      <Slider
        min={bounds.min}
        max={bounds.max}
        step={PRICE_STEP}
        minStepsBetweenThumbs={0}
        value={value}
        thumbLabels={['Minimum price', 'Maximum price']}
        valueText={(v) => `${formatDollars(v)} per month`}
        onValueChange={(next) => setDraft({ key: committedKey, value: next })}
        onValueCommit={([low, high]) =>
          onCommit({
            minPrice: low <= bounds.min ? null : low,
            maxPrice: high >= bounds.max ? null : high,
          })
        }
      />
      <p className="text-xs text-muted-foreground">Starting price per month</p>
    </div>
  );
}
