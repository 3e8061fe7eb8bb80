import { CARE_TYPE_LABELS, CARE_TYPES, type CareType } from '#shared/constants.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';

type CareTypeFilterProps = {
  selected: readonly CareType[];
  onChange: (types: CareType[]) => void;
  idPrefix: string;
};

/** One checkbox per care type; a listing matches any selected type. */
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
            <Checkbox
              id={id}
              checked={selected.includes(type)}
              onCheckedChange={(checked) => toggle(type, checked === true)}
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
