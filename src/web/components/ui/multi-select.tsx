import { useId } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

type MultiSelectProps = {
  /** The trigger's visible text, e.g. "Select amenities". */
  placeholder: string;
  /** Accessible name of the menu and trigger when no visible label points at it. */
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string, checked: boolean) => void;
  id?: string;
  className?: string;
};

/**
 * A menu of checkable options that stays open while choosing (Radix checkbox items: arrow keys,
 * Space/Enter to toggle, Escape to close). The trigger shows how many are chosen.
 */
export function MultiSelect({
  placeholder,
  label,
  options,
  selected,
  onToggle,
  id,
  className,
}: MultiSelectProps) {
  const countId = useId();
  const count = options.filter((option) => selected.includes(option)).length;
  return (
    <MenuPrimitive.Root modal={false}>
      <MenuPrimitive.Trigger
        id={id}
        aria-describedby={countId}
        className={cn(
          'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm',
          className,
        )}
      >
        <span>{placeholder}</span>
        <span className="ml-auto flex items-center gap-2 text-muted-foreground">
          <span id={countId}>{count} selected</span>
          <ChevronDown className="size-4" aria-hidden="true" />
        </span>
      </MenuPrimitive.Trigger>
      <MenuPrimitive.Content
        aria-label={label}
        align="start"
        sideOffset={6}
        className="z-50 max-h-80 w-[var(--radix-dropdown-menu-trigger-width)] min-w-56 overflow-y-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
      >
        {options.map((option) => (
          <MenuPrimitive.CheckboxItem
            key={option}
            checked={selected.includes(option)}
            onCheckedChange={(checked) => onToggle(option, checked === true)}
            onSelect={(event) => event.preventDefault()}
            className="relative flex cursor-pointer items-center gap-2 rounded-sm py-2 pr-2.5 pl-8 text-sm outline-none select-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-strong"
          >
            <MenuPrimitive.ItemIndicator className="absolute left-2 flex items-center">
              <Check className="size-4" aria-hidden="true" />
            </MenuPrimitive.ItemIndicator>
            {option}
          </MenuPrimitive.CheckboxItem>
        ))}
      </MenuPrimitive.Content>
    </MenuPrimitive.Root>
  );
}
