import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';
import { useFocusReturn } from '#web/lib/focus-return.ts';
import { centeredPanelClass, DialogCloseCross, overlayClass } from './dialog-chrome.tsx';
import { DialogPartsContext, type DialogContentProps, type DialogState } from './dialog.tsx';

/** Radix's dialog around DialogContent's children; loaded by ./dialog.tsx when needed. */
export default function RadixDialogContent({
  state,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps & { state: DialogState }) {
  const returnFocus = useFocusReturn();
  return (
    <DialogPartsContext.Provider value={DialogPrimitive}>
      <DialogPrimitive.Root open={state.open} onOpenChange={state.setOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className={overlayClass} />
          <DialogPrimitive.Content
            className={cn(
              centeredPanelClass,
              'max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto',
              className,
            )}
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              const trigger = state.triggerRef.current;
              if (!trigger) return returnFocus(event);
              if (event.defaultPrevented) return;
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
