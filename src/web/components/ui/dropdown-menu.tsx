import type { ComponentProps } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

type DropdownMenuContentProps = ComponentProps<typeof MenuPrimitive.Content> & {
  /**
   * Render in a portal at the end of <body> (default). Pass false to keep the menu inside its
   * landmark (e.g. the header) so every piece of content stays in a landmark region.
   */
  portalled?: boolean;
};

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  portalled = true,
  ...props
}: DropdownMenuContentProps) {
  const content = (
    <MenuPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-48 overflow-hidden rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
  return portalled ? <MenuPrimitive.Portal>{content}</MenuPrimitive.Portal> : content;
}

export function DropdownMenuItem({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'relative flex cursor-pointer items-center gap-2 rounded-sm px-2.5 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-60 data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-strong [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-2.5 py-2 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
  );
}
