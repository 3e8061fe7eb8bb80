import { Check } from 'lucide-react';
import { CARE_TYPE_LABELS, type CareType } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';

type CareTypeChipsProps = {
  /** The care types offered, in the order shown. */
  options: readonly CareType[];
  selected: readonly CareType[];
  onToggle: (type: CareType) => void;
};

/** "Type of care": toggle buttons, any number pressed (docs/product.md §2 "Home search"). */
export function CareTypeChips({ options, selected, onToggle }: CareTypeChipsProps) {
  return (
    <div role="group" aria-labelledby="hero-care-types" className="grid gap-3">
      <p id="hero-care-types" className="text-sm font-medium">
        Type of care
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((type) => {
          const pressed = selected.includes(type);
          return (
            <button
              key={type}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(type)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-card text-foreground hover:border-primary hover:bg-primary-soft',
              )}
            >
              {pressed ? <Check className="size-4" aria-hidden="true" /> : null}
              {CARE_TYPE_LABELS[type]}
            </button>
          );
        })}
      </div>
    </div>
  );
}
