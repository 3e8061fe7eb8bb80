import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Check, Search } from 'lucide-react';
import { CARE_TYPE_LABELS, HOME_SEARCH_CARE_TYPES, type CareType } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { browseSearchUrl } from '#web/features/search/index.ts';
import { cn } from '#web/lib/cn.ts';

/** SPEC §2 "Home search": care-type chips (multi-select) and a location box; Search goes to /browse. */
export function HeroSearch() {
  const navigate = useNavigate();
  const [location, setLocation] = useState('');
  const [types, setTypes] = useState<CareType[]>([]);

  const toggle = (type: CareType) =>
    setTypes((current) =>
      current.includes(type)
        ? current.filter((t) => t !== type)
        : HOME_SEARCH_CARE_TYPES.filter((t) => t === type || current.includes(t)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(browseSearchUrl(location.trim(), types));
  };

  return (
    <form
      role="search"
      aria-label="Find communities"
      onSubmit={submit}
      className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-lg sm:p-6"
    >
      <div role="group" aria-labelledby="hero-care-types" className="grid gap-3">
        <p id="hero-care-types" className="text-sm font-medium">
          Type of care
        </p>
        <div className="flex flex-wrap gap-2">
          {HOME_SEARCH_CARE_TYPES.map((type) => {
            const pressed = types.includes(type);
            return (
              <button
                key={type}
                type="button"
                aria-pressed={pressed}
                onClick={() => toggle(type)}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  pressed
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-card text-foreground hover:border-primary hover:bg-primary-soft',
                )}
              >
                {pressed ? <Check className="size-4" aria-hidden="true" /> : null}
                {CARE_TYPE_LABELS[type]}
              </button>
            );
          })}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="hero-location">Location, city, or zip code</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="hero-location"
            type="search"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            placeholder="e.g. Seattle, WA or 97214"
            maxLength={100}
            className="h-12 text-base md:text-base"
          />
          <Button type="submit" size="lg" className="h-12">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </div>
    </form>
  );
}
