import { Check } from 'lucide-react';
import { CARE_TYPE_LABELS, type CareType } from '#shared/constants.ts';
import { PARAM } from '../search-params.ts';

type CareTypeChipsProps = {
  /** The care types offered, in the order shown. */
  options: readonly CareType[];
};

/**
 * "Type of care" (docs/product.md §2 "Home search"): native checkboxes named `type`, drawn as
 * chips, any number chosen. They belong to the search form, so they work and are sent whether or
 * not the page's script has run; the form reads them when it is submitted.
 */
export function CareTypeChips({ options }: CareTypeChipsProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Type of care</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((type) => (
          <label key={type} className="cursor-pointer">
            <input type="checkbox" name={PARAM.type} value={type} className="peer sr-only" />
            <span className="inline-flex items-center gap-1.5 rounded-full border border-input bg-card px-3.5 py-1.5 text-sm font-medium text-foreground transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:border-primary peer-checked:[&>svg]:inline-block">
              <Check className="hidden size-4" aria-hidden="true" />
              {CARE_TYPE_LABELS[type]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
