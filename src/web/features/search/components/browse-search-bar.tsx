import { useState, type FormEvent, type ReactNode } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { paths } from '#web/lib/paths.ts';
import { PARAM } from '../search-params.ts';

type BrowseSearchBarProps = {
  location: string;
  onSearch: (location: string) => void;
  /** The Filters toggle, shown below the md breakpoint where the sidebar is hidden. */
  filtersToggle?: { activeCount: number; onOpen: () => void };
  /** Hidden inputs with the other filters, for a plain GET without JavaScript. */
  carried?: ReactNode;
};

/** The location search box of the browse page, with the mobile Filters toggle. */
export function BrowseSearchBar({
  location,
  onSearch,
  filtersToggle,
  carried,
}: BrowseSearchBarProps) {
  const [text, setText] = useState(location);
  const [shown, setShown] = useState(location);
  if (shown !== location) {
    setShown(location);
    setText(location);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form
      role="search"
      aria-label="Search communities"
      method="get"
      action={paths.browse}
      onSubmit={submit}
      className="grid gap-2"
    >
      {carried}
      <Label htmlFor="browse-location">Location, city, or zip code</Label>
      <div className="flex flex-wrap gap-2">
        {/* Full width on phones so the whole placeholder shows; the buttons share the next row. */}
        <div className="relative min-w-0 flex-1 basis-full sm:basis-56">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="browse-location"
            name={PARAM.location}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="e.g. Portland, WA or 98107"
            maxLength={100}
            className="h-11 pl-9"
          />
        </div>
        <Button type="submit" size="lg" className="flex-1 sm:flex-none">
          Search
        </Button>
        {filtersToggle ? (
          <Button
            type="button"
            size="lg"
            variant="outline"
            className="flex-1 sm:flex-none md:hidden"
            onClick={filtersToggle.onOpen}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters
            {filtersToggle.activeCount > 0 ? (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                {filtersToggle.activeCount}
                <span className="sr-only"> active</span>
              </span>
            ) : null}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
