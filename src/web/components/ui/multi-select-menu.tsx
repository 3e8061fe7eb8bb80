import type { ReactNode } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';

export type MultiSelectMenuProps = {
  /** Accessible name of the menu. */
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string, checked: boolean) => void;
  /** The trigger's attributes and content, the same as the plain button's before this loaded. */
  trigger: { id?: string; describedBy: string; className: string; content: ReactNode };
  defaultOpen: boolean;
};

/**
 * The menu of a MultiSelect (multi-select.tsx), loaded on first use: Radix checkbox items (arrow
 * keys, Space/Enter to toggle, Escape to close) that keep the menu open while choosing.
 */
export function MultiSelectMenu({
  label,
  options,
  selected,
  onToggle,
  trigger,
  defaultOpen,
}: MultiSelectMenuProps) {
  return (
    <MenuPrimitive.Root modal={false} defaultOpen={defaultOpen}>
      <MenuPrimitive.Trigger
        id={trigger.id}
        aria-describedby={trigger.describedBy}
        className={trigger.className}
      >
        {trigger.content}
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
