import { lazy, useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { DeferredMenu } from './deferred-menu.tsx';

const loadMenu = () =>
  import('./multi-select-menu.tsx').then((module) => ({ default: module.MultiSelectMenu }));
const MultiSelectMenu = lazy(loadMenu);

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
 * A menu of checkable options that stays open while choosing. The trigger shows how many are
 * chosen; the menu's code (Radix, positioning) loads when it is first wanted.
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
  const trigger = {
    id,
    describedBy: countId,
    className: cn(
      'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm',
      className,
    ),
    content: (
      <>
        <span>{placeholder}</span>
        <span className="ml-auto flex items-center gap-2 text-muted-foreground">
          <span id={countId}>{count} selected</span>
          <ChevronDown className="size-4" aria-hidden="true" />
        </span>
      </>
    ),
  };
  return (
    <DeferredMenu
      Menu={MultiSelectMenu}
      preload={loadMenu}
      menuProps={{ label, options, selected, onToggle, trigger }}
      className={trigger.className}
      id={id}
      describedBy={countId}
    >
      {trigger.content}
    </DeferredMenu>
  );
}
