import { cn } from '#web/lib/cn.ts';

/** Shared look of the header's navigation links; `active` marks the current section. */
export function navLinkClass(active: boolean): string {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-primary-strong',
    active ? 'bg-primary-soft text-primary-strong' : 'text-foreground',
  );
}
