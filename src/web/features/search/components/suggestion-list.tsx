import { cn } from '#web/lib/cn.ts';
import type { LocationOption, OptionGroup } from '../location-options.ts';

type SuggestionListProps = {
  id: string;
  options: LocationOption[];
  /** Null: the options without group labels (only places). */
  groups: OptionGroup[] | null;
  active: number;
  hidden: boolean;
  onPick: (index: number) => void;
};

/** An option's id: the box points at the active one (aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The one listbox of the location box. Groups follow the ARIA grouped-listbox pattern: each a
 * role=group named by its heading row, which is presentation, not an option, so arrow keys and
 * the count pass over it.
 */
export function SuggestionList({
  id,
  options,
  groups,
  active,
  hidden,
  onPick,
}: SuggestionListProps) {
  const row = (option: LocationOption) => {
    const index = options.indexOf(option);
    const selected = index === active;
    return (
      <div
        key={option.key}
        id={optionId(id, index)}
        role="option"
        aria-selected={selected}
        // Keep focus in the box: the click picks before the box's blur closes the list.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onPick(index)}
        className={cn(
          'cursor-pointer px-3 py-2 text-foreground',
          selected ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
        )}
      >
        {option.label}
        {option.kind === 'community' ? (
          <span className={cn('block text-xs', selected ? '' : 'text-muted-foreground')}>
            {option.place}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Suggestions"
      hidden={hidden}
      className="absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-md border border-border bg-card py-1 text-left text-sm shadow-lg"
    >
      {groups
        ? groups.map((group) => (
            <div key={group.label} role="group" aria-labelledby={`${id}-${group.label}`}>
              <div
                id={`${id}-${group.label}`}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.label}
              </div>
              {group.options.map(row)}
            </div>
          ))
        : options.map(row)}
    </div>
  );
}
