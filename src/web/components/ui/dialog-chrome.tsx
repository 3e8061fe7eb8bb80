import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';

/** The dimmed page behind every modal (dialogs, sheets, confirmations). */
export const overlayClass = 'fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in';

/** The centred panel of a dialog or a confirmation; each adds its width (and scrolling). */
export const centeredPanelClass =
  'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-card p-6 shadow-xl data-[state=open]:animate-dialog-in';

/** The × in the top right corner of a dialog or a sheet. */
export function DialogCloseCross() {
  return (
    <DialogPrimitive.Close className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
      <X className="size-5" aria-hidden="true" />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}
