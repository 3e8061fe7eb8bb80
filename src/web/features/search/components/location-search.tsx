import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { LISTING_QUERY_LIMITS, type CareType } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/lib/paths.ts';
import { LOCATION_EXAMPLES, locationPlaceholder } from '../location-examples.ts';
import { browseSearchUrl, PARAM } from '../search-params.ts';
import { CareTypeChips } from './care-type-chips.tsx';
import { LocationCombobox } from './location-combobox.tsx';

/** The home page's hero card and the browse page's bar: one form, two looks. */
const VARIANTS = {
  hero: {
    name: 'Find communities',
    inputId: 'hero-location',
    placeholder: locationPlaceholder(LOCATION_EXAMPLES.hero),
    form: 'gap-5 rounded-xl border border-border bg-card p-5 shadow-lg sm:p-6',
    row: 'flex-col sm:flex-row',
    field: 'relative flex-1',
    input: 'h-12 text-base md:text-base',
    button: 'h-12',
  },
  bar: {
    name: 'Search communities',
    inputId: 'browse-location',
    placeholder: locationPlaceholder(LOCATION_EXAMPLES.bar),
    form: 'gap-2',
    // Full width on phones so the whole placeholder shows; the buttons share the next row.
    row: 'flex-wrap',
    field: 'relative min-w-0 flex-1 basis-full sm:basis-56',
    input: 'h-11 pl-9',
    button: 'flex-1 sm:flex-none',
  },
} as const;

type LocationSearchProps = {
  variant: keyof typeof VARIANTS;
  /** The location searched now (the browse URL's); the box shows it until the visitor types. */
  location?: string;
  /** Care types offered as toggle chips above the box. */
  careTypes?: readonly CareType[];
  /** Runs the search; by default it opens /browse with the location and the chosen care types. */
  onSearch?: (location: string, types: CareType[]) => void;
  /** Hidden inputs with the other filters, for a plain GET without JavaScript. */
  carried?: ReactNode;
  /** Buttons after Search (the browse page's Filters toggle). */
  actions?: ReactNode;
};

/**
 * The location search (docs/product.md §2 "Home search" and the browse search box). Without JavaScript it is
 * a plain GET to /browse; with it, `onSearch` runs instead.
 */
export function LocationSearch({
  variant,
  location = '',
  careTypes,
  onSearch,
  carried,
  actions,
}: LocationSearchProps) {
  const look = VARIANTS[variant];
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box and the chips are read from the form, so what was typed or ticked before the
    // script ran counts too.
    const form = new FormData(event.currentTarget);
    const text = String(form.get(PARAM.location) ?? '').trim();
    const ticked = form.getAll(PARAM.type);
    const types = (careTypes ?? []).filter((type) => ticked.includes(type));
    if (onSearch) onSearch(text, types);
    else void navigate(browseSearchUrl(text, types));
  };

  return (
    <form
      role="search"
      aria-label={look.name}
      method="get"
      action={paths.browse}
      onSubmit={submit}
      className={cn('grid', look.form)}
    >
      {carried}
      {careTypes ? <CareTypeChips options={careTypes} /> : null}
      <div className="grid gap-2">
        <Label htmlFor={look.inputId}>Location, city, or zip code</Label>
        <div className={cn('flex gap-2', look.row)}>
          <div className={look.field}>
            {variant === 'bar' ? (
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
            ) : null}
            {/* Uncontrolled: typing before the script runs is kept; a new URL location (Back,
                Clear) gives a new box. Places are suggested while typing. */}
            <LocationCombobox
              key={location}
              id={look.inputId}
              name={PARAM.location}
              type="search"
              defaultValue={location}
              placeholder={look.placeholder}
              maxLength={LISTING_QUERY_LIMITS.locationMax}
              className={look.input}
              onPick={(input) => input.form?.requestSubmit()}
            />
          </div>
          <Button type="submit" size="lg" className={look.button}>
            {variant === 'hero' ? <Search aria-hidden="true" /> : null}
            Search
          </Button>
          {actions}
        </div>
      </div>
    </form>
  );
}
