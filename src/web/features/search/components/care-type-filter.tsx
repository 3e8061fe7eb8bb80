import { CARE_TYPE_LABELS, CARE_TYPES, type CareType } from '#shared/constants.ts';
import { Label } from '#web/components/ui/label.tsx';
import { PARAM } from '../search-params.ts';

type CareTypeFilterProps = {
  selected: readonly CareType[];
  onChange: (types: CareType[]) => void;
  idPrefix: string;
};

/**
 * One checkbox per care type; a listing matches any selected type. Boxes ticked before the page's
 * script ran are applied by the filter panel once it runs.
 */
export function CareTypeFilter({ selected, onChange, idPrefix }: CareTypeFilterProps) {
  const toggle = (type: CareType, checked: boolean) =>
    onChange(
      checked
        ? CARE_TYPES.filter((t) => t === type || selected.includes(t))
        : selected.filter((t) => t !== type),
    );
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Care types</legend>
      {CARE_TYPES.map((type) => {
        const id = `${idPrefix}-care-${type}`;
        return (
          <div key={type} className="flex items-center gap-3">
            {/* A native box, so the filter form also works as a plain GET without JavaScript. */}
            <input
              type="checkbox"
              id={id}
              name={PARAM.type}
              value={type}
              checked={selected.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
              className="size-5 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <Label htmlFor={id} className="cursor-pointer font-normal">
              {CARE_TYPE_LABELS[type]}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}
