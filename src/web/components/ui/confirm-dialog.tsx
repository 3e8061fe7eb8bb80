import { lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Slot } from 'radix-ui';

// The Radix alert dialog loads when the pointer or focus reaches the trigger, or at the latest
// when it is pressed; pages do not carry it in their first load (the JavaScript budget, docs/decisions/015).
const loadContent = () => import('./confirm-dialog-content.tsx');
const ConfirmDialogContent = lazy(loadContent);
const preload = () => {
  loadContent().catch(() => {});
};

export type ConfirmDialogProps = {
  /** The button that opens the dialog (rendered asChild). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  /** Red for what destroys or cancels; `default` for a step forward such as choosing a plan. */
  confirmVariant?: 'destructive' | 'default';
  /** More content under the description, e.g. a list (a description is one paragraph). */
  children?: ReactNode;
  /** Runs the action; the dialog stays open (and locked) until it settles. */
  onConfirm: () => Promise<void>;
};

/** A destructive, irreversible or binding action behind an "are you sure?" step. */
export function ConfirmDialog({ trigger, ...props }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so Radix can play the closing animation and return focus.
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  return (
    <>
      <Slot.Root
        ref={triggerRef as RefObject<HTMLElement | null>}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {trigger}
      </Slot.Root>
      {opened ? (
        <Suspense fallback={null}>
          <ConfirmDialogContent {...props} open={open} setOpen={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
