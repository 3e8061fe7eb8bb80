import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';
import { useFocusReturn } from '#web/lib/focus-return.ts';
import { DialogCloseCross, overlayClass } from './dialog-chrome.tsx';

/** An off-canvas panel built on the Radix dialog (focus trap, Escape, outside click). */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: 'left' | 'right';
};

/** The sliding panel. Always give it a SheetTitle and a SheetDescription. */
export function SheetContent({
  className,
  children,
  side = 'left',
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const returnFocus = useFocusReturn();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[18rem] max-w-[calc(100%-2rem)] flex-col border-border bg-card shadow-xl data-[state=open]:animate-fade-in',
          side === 'left' ? 'left-0 border-r' : 'right-0 border-l',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          returnFocus(event);
        }}
        {...props}
      >
        {children}
        <DialogCloseCross />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
