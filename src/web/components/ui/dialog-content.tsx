import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';
import { DialogCloseCross, overlayClass } from './dialog-chrome.tsx';
import { DialogPartsContext, type DialogContentProps, type DialogState } from './dialog.tsx';

/** Radix's dialog around DialogContent's children; loaded by ./dialog.tsx when needed. */
export default function RadixDialogContent({
  state,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps & { state: DialogState }) {
  return (
    <DialogPartsContext.Provider value={DialogPrimitive}>
      <DialogPrimitive.Root open={state.open} onOpenChange={state.setOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className={overlayClass} />
          <DialogPrimitive.Content
            className={cn(
              'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-card p-6 shadow-xl data-[state=open]:animate-dialog-in',
              className,
            )}
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              const trigger = state.triggerRef.current;
              if (event.defaultPrevented || !trigger) return;
              event.preventDefault(); // as Radix does with its own trigger
              trigger.focus();
            }}
            {...props}
          >
            {children}
            <DialogCloseCross />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </DialogPartsContext.Provider>
  );
}
