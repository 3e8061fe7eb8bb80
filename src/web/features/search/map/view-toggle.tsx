import { List, Map as MapIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { PARAM, type BrowseView } from '../search-params.ts';

/** The link to the same search shown another way; `view` is left out for the list. */
function viewHref(search: string, view: BrowseView): string {
  const params = new URLSearchParams(search);
  if (view === 'map') params.set(PARAM.view, 'map');
  else params.delete(PARAM.view);
  const query = params.toString();
  return query ? `?${query}` : '?';
}

const VIEWS = [
  { view: 'list', label: 'List', Icon: List },
  { view: 'map', label: 'Map', Icon: MapIcon },
] as const;

/**
 * List or list and map (docs/decisions/046): two links, so each view is its own server-rendered
 * URL that works without the script; the current one says so (aria-current).
 */
export function ViewToggle({ view }: { view: BrowseView }) {
  const { search } = useLocation();
  return (
    <nav aria-label="Results view" className="inline-flex rounded-md border border-border p-0.5">
      {VIEWS.map(({ view: v, label, Icon }) => (
        <Link
          key={v}
          to={viewHref(search, v)}
          preventScrollReset
          aria-current={view === v ? 'true' : undefined}
          className={cn(
            'inline-flex items-center gap-1.5 rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            view === v ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
