import { Label } from '#web/components/ui/label.tsx';

type CheckboxGroupProps<T extends string> = {
  legend: string;
  /** The URL parameter each ticked box submits without JavaScript. */
  name: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  idPrefix: string;
};

/**
 * Native checkboxes, so the group's form also works as a plain GET without JavaScript (boxes
 * ticked before the script ran are applied by the filter panel once it runs).
 */
export function CheckboxGroup<T extends string>({
  legend,
  name,
  options,
  selected,
  onChange,
  idPrefix,
}: CheckboxGroupProps<T>) {
  const toggle = (value: T, checked: boolean) =>
    onChange(
      options.map((o) => o.value).filter((v) => (v === value ? checked : selected.includes(v))),
    );
  return (
    <fieldset className="grid gap-2.5">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {options.map(({ value, label }) => {
        const id = `${idPrefix}-${name}-${value}`;
        return (
          <div key={value} className="flex items-center gap-3">
            <input
              type="checkbox"
              id={id}
              name={name}
              value={value}
              checked={selected.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
              className="size-5 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <Label htmlFor={id} className="cursor-pointer font-normal">
              {label}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}
