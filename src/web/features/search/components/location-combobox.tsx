import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { SUGGEST_AFTER_CHARACTERS, usePlaceSuggestions } from '../api/get-place-suggestions.ts';
import { useDebounced } from '../hooks/use-debounced.ts';

const DEBOUNCE_MS = 150;

type LocationComboboxProps = Omit<ComponentProps<'input'>, 'role' | 'onKeyDown'> & {
  /** Runs after a suggestion is chosen and written into the box (the search runs with it). */
  onPick: (input: HTMLInputElement) => void;
};

/**
 * The location box with place suggestions: the ARIA combobox pattern (arrow keys move through
 * the list, Enter picks, Escape closes, the count is announced). Without the script it is a
 * plain text box in a GET form, and the server reads the text as a place.
 */
export function LocationCombobox({ onPick, className, ...inputProps }: LocationComboboxProps) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text, DEBOUNCE_MS);
  const { data } = usePlaceSuggestions(query);
  const options = text.trim().length >= SUGGEST_AFTER_CHARACTERS ? (data?.places ?? []) : [];
  const expanded = open && options.length > 0;

  // A family may type before the script runs: no change event comes for that text, so the
  // box takes it over once hydrated and, if still in the box, gets its suggestions.
  useEffect(() => {
    const box = input.current;
    if (!box || box.value === box.defaultValue) return;
    setText(box.value);
    setOpen(document.activeElement === box);
  }, []);

  const pick = (index: number) => {
    const option = options[index];
    if (!option || !input.current) return;
    input.current.value = option.value;
    setText(option.value);
    setOpen(false);
    setActive(-1);
    onPick(input.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) =>
        expanded ? (i + move + options.length) % options.length : move > 0 ? 0 : options.length - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <>
      <Input
        {...inputProps}
        ref={input}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={className}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested places"
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-border bg-card py-1 text-left text-sm shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.label}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the box: the click picks before the box's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
            className={cn(
              'cursor-pointer px-3 py-2 text-foreground',
              index === active ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <span role="status" className="sr-only">
        {expanded
          ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}. Use up and down arrows to choose.`
          : ''}
      </span>
    </>
  );
}
