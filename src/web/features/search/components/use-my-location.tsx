import { LocateFixed, X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useHydrated } from '#web/lib/use-needed.ts';
import { useGeolocation } from '../hooks/use-geolocation.ts';

type UseMyLocationProps = {
  /** True when the search already measures from the visitor's coordinates. */
  active: boolean;
  onLocated: (coords: { lat: number; lng: number }) => void;
  onClear: () => void;
};

/**
 * "Use my location" with the idle / loading / success / error states of docs/product.md §4. It
 * needs the page's script, so its buttons are disabled until the page has hydrated.
 */
export function UseMyLocation({ active, onLocated, onClear }: UseMyLocationProps) {
  const { status, request } = useGeolocation(onLocated);
  const hydrated = useHydrated();
  const loading = status === 'loading';

  if (active && !loading) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-md bg-primary-soft px-3 py-2 text-sm text-primary-strong">
        <span className="flex items-center gap-2 font-medium">
          <LocateFixed className="size-4" aria-hidden="true" />
          Using your location
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 px-2"
          onClick={onClear}
          disabled={!hydrated}
        >
          <X aria-hidden="true" />
          Stop
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-1.5">
      <Button
        variant="outline"
        onClick={request}
        disabled={loading || !hydrated}
        aria-busy={loading}
      >
        {loading ? <Spinner label={null} className="size-4" /> : <LocateFixed aria-hidden="true" />}
        {loading ? 'Finding your location…' : 'Use my location'}
      </Button>
      {status === 'error' ? (
        <p className="text-xs text-muted-foreground">
          We could not use your location. You can enter a zip code instead.
        </p>
      ) : null}
    </div>
  );
}
