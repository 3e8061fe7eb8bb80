import type { ComponentProps } from 'react';
import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleContent = CollapsiblePrimitive.Content;

/** A full-width section toggle with a chevron that turns when open (aria-expanded is set by Radix). */
export function CollapsibleTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof CollapsiblePrimitive.Trigger>) {
  return (
    <CollapsiblePrimitive.Trigger
      className={cn(
        'group flex w-full items-center justify-between gap-2 rounded-md py-2 text-left text-sm font-semibold text-foreground hover:text-primary focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
      />
    </CollapsiblePrimitive.Trigger>
  );
}
