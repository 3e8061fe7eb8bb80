import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Input } from '#web/components/ui/input.tsx';
import { SUGGEST_AFTER_CHARACTERS, usePlaceSuggestions } from '../api/get-place-suggestions.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import { locationOptions, suggestionsAnnouncement } from '../location-options.ts';
import { optionId, SuggestionList } from './suggestion-list.tsx';

const DEBOUNCE_MS = 150;

type LocationComboboxProps = Omit<ComponentProps<'input'>, 'role' | 'onKeyDown'> & {
  /** Runs after a place is chosen and written into the box (the search runs with it). */
  onPick: (input: HTMLInputElement) => void;
};

/**
 * The location box with suggestions: places, and below them communities by name (picking one
 * opens its page). The ARIA combobox pattern: arrow keys move through the one list, Enter picks,
 * Escape closes, the count is announced. Without the script it is a plain text box in a GET
 * form; the server reads the text as a place, else as a community's name.
 */
export function LocationCombobox({ onPick, className, ...inputProps }: LocationComboboxProps) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text, DEBOUNCE_MS);
  const { data } = usePlaceSuggestions(query);
  const typed = text.trim().length >= SUGGEST_AFTER_CHARACTERS;
  const { options, groups } = locationOptions(typed ? data : undefined);
  const navigate = useNavigate();
  const expanded = open && options.length > 0;

  // A family may type before the script runs: no change event comes for that text, so the
  // box takes it over once hydrated and, if still in the box, gets its suggestions.
  useEffect(() => {
    const box = input.current;
    if (!box || box.value === box.defaultValue) return;
    setText(box.value);
    setOpen(document.activeElement === box);
  }, []);

  // The active row is shown: the list scrolls, and so does a phone's page, on which the list
  // often runs below the fold (the communities come last).
  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const pick = (index: number) => {
    const option = options[index];
    if (!option || !input.current) return;
    setOpen(false);
    setActive(-1);
    if (option.kind === 'community') {
      void navigate(option.path);
      return;
    }
    input.current.value = option.value;
    setText(option.value);
    onPick(input.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      // From the box (nothing active), down goes to the first row and up to the last.
      setActive((i) =>
        expanded && i >= 0
          ? (i + move + options.length) % options.length
          : move > 0
            ? 0
            : options.length - 1,
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
        aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={className}
      />
      <SuggestionList
        id={listId}
        options={options}
        groups={groups}
        active={active}
        hidden={!expanded}
        onPick={pick}
      />
      <span role="status" className="sr-only">
        {expanded ? suggestionsAnnouncement(options) : ''}
      </span>
    </>
  );
}
