import { useId, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export type LinkTab<Tab extends string> = { value: Tab; label: ReactNode; href: string };

type LinkTabsProps<Tab extends string> = {
  tabs: readonly LinkTab<Tab>[];
  value: Tab;
  onChange: (tab: Tab) => void;
  /** The open tab's content. */
  children: ReactNode;
  className?: string;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
};

/** A plain left click; others (new tab, new window) keep the link's own behaviour. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Tabs whose triggers are links to the page's own address with the tab in it (`?tab=…`): they
 * work before the page's script has run and without it (the server draws the tab the address
 * names); once it runs, a click or the arrow keys switch in place (docs/architecture.md §1).
 */
export function LinkTabs<Tab extends string>(props: LinkTabsProps<Tab>) {
  const { tabs, value, onChange, children, className } = props;
  const { listClassName, tabClassName, panelClassName } = props;
  const id = useId();
  const select = (next: Tab) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onChange(next);
  };
  const move = (event: KeyboardEvent<HTMLElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = tabs[step(index, tabs.length)];
    onChange(next.value);
    document.getElementById(`${id}-${next.value}`)?.focus();
  };
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        onKeyDown={move}
        className={cn(
          'inline-flex h-11 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground',
          listClassName,
        )}
      >
        {tabs.map((tab) => (
          <a
            key={tab.value}
            id={`${id}-${tab.value}`}
            role="tab"
            href={tab.href}
            aria-selected={tab.value === value}
            aria-controls={tab.value === value ? `${id}-panel` : undefined}
            data-state={tab.value === value ? 'active' : 'inactive'}
            onClick={select(tab.value)}
            className={cn(
              'inline-flex h-full flex-1 items-center justify-center rounded-md px-3 text-center text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
              tabClassName,
            )}
          >
            {tab.label}
          </a>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${value}`}
        className={cn('mt-4', panelClassName)}
      >
        {children}
      </div>
    </div>
  );
}
