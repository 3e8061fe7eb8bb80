import { useState, type MouseEvent, type RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog.tsx';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

/** ConfirmDialog's Radix alert dialog; loaded by ./confirm-dialog.tsx when it first opens. */
export default function ConfirmDialogContent({
  open,
  setOpen,
  triggerRef,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'destructive',
  children,
  onConfirm,
}: Omit<ConfirmDialogProps, 'trigger'> & {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
}) {
  const [pending, setPending] = useState(false);
  const confirm = async (event: MouseEvent) => {
    event.preventDefault(); // keep the dialog open until the action has finished
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault(); // back to the button that opened it, as Radix does
          triggerRef.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant={confirmVariant} onClick={confirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
