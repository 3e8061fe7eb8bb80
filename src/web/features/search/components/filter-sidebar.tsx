import { useSyncExternalStore } from 'react';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { FilterPanel } from './filter-panel.tsx';

type FilterSidebarProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  activeCount: number;
  priceBounds: { min: number; max: number } | null;
  className?: string;
};

const PANEL_ID = 'browse-filters';
const noSubscription = () => () => {};
/** The server cannot know the platform; it renders the Ctrl+B hint. */
const useIsMac = () =>
  useSyncExternalStore(
    noSubscription,
    () => /Mac|iPhone|iPad/.test(navigator.platform),
    () => false,
  );

/**
 * The button that shows or hides the sidebar (Ctrl/Cmd+B does the same). Both need the page's
 * script: pressed before the page has hydrated, the press is held and replayed then (decisions
 * 039, 083); where scripts do not run the button is not shown.
 */
function SidebarToggle({ open, onOpenChange }: Pick<FilterSidebarProps, 'open' | 'onOpenChange'>) {
  const shortcut = useIsMac() ? '⌘B' : 'Ctrl+B';
  const label = open ? 'Hide filters' : 'Show filters';
  const Icon = open ? PanelLeftClose : PanelLeftOpen;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="with-script-only size-9"
      aria-expanded={open ? 'true' : 'false'}
      aria-controls={PANEL_ID}
      aria-label={label}
      aria-keyshortcuts="Control+B Meta+B"
      title={`${label} (${shortcut})`}
      onClick={() => onOpenChange(!open)}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** The sidebar's width: 16rem open, a 3rem rail when collapsed. */
export const sidebarWidth = (open: boolean) => (open ? 'w-64' : 'w-12');

/** The wide-screen filter sidebar: 16rem open, a 3rem rail when collapsed (Ctrl/Cmd+B toggles). */
export function FilterSidebar({
  open,
  onOpenChange,
  activeCount,
  priceBounds,
  className,
}: FilterSidebarProps) {
  return (
    <aside
      aria-label="Filters"
      data-state={open ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-20 max-h-[calc(100dvh-6rem)] shrink-0 self-start overflow-y-auto rounded-lg border border-border bg-card',
        sidebarWidth(open),
        open ? 'px-4 pt-3 pb-4' : 'py-2',
        className,
      )}
    >
      {open ? (
        <>
          <div className="flex items-center justify-between gap-2 border-b border-border pb-2">
            <h2 className="text-base font-semibold">
              Filters
              {activeCount > 0 ? (
                <>
                  {' '}
                  <span className="ml-1 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                    {activeCount}
                    <span className="sr-only"> active</span>
                  </span>
                </>
              ) : null}
            </h2>
            <SidebarToggle open onOpenChange={onOpenChange} />
          </div>
          <div id={PANEL_ID}>
            <FilterPanel priceBounds={priceBounds} />
          </div>
        </>
      ) : (
        <div className="flex flex-col items-center gap-2">
          <SidebarToggle open={false} onOpenChange={onOpenChange} />
          {activeCount > 0 ? (
            <span className="rounded-full bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-foreground">
              {activeCount}
              <span className="sr-only"> active filters</span>
            </span>
          ) : null}
        </div>
      )}
    </aside>
  );
}
