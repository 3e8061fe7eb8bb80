import { RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { clearedFilters, writeBrowseFilters, type BrowseFilters } from '../search-params.ts';

/**
 * "Clear filters": a link to the same search without its filters (the location and the order
 * stay, docs/product.md §2), so it works before and without the page's script; with nothing to
 * clear, a disabled button.
 */
export function ClearFilters({ filters, active }: { filters: BrowseFilters; active: boolean }) {
  const [searchParams] = useSearchParams();
  const content = (
    <>
      <RotateCcw aria-hidden="true" />
      Clear filters
    </>
  );
  if (!active) {
    return (
      <Button variant="ghost" className="mt-3 justify-start" disabled>
        {content}
      </Button>
    );
  }
  const params = writeBrowseFilters(clearedFilters(filters), searchParams).toString();
  return (
    <Button asChild variant="ghost" className="mt-3 justify-start">
      <Link to={params ? `${paths.browse}?${params}` : paths.browse} preventScrollReset>
        {content}
      </Link>
    </Button>
  );
}
