import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Dialog as DialogPrimitive } from 'radix-ui';
import { Slot } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

// Radix's dialog (focus trap, scroll lock, dismissable layer: about 15 KB gzip) loads when a
// dialog first opens, or when the pointer or focus reaches its trigger; pages do not carry it in
// their first load (the JavaScript budget, docs/decisions/015). Closed dialogs render nothing, on the server too.
const loadRadix = () => import('./dialog-content.tsx');
const LazyDialogContent = lazy(loadRadix);
const preloadRadix = () => {
  loadRadix().catch(() => {});
};

export type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Set by DialogTrigger; focus returns to it when the dialog closes. */
  triggerRef: RefObject<HTMLElement | null>;
};
const DialogStateContext = createContext<DialogState | null>(null);

/** The Radix parts, provided by the loaded content to the titles and close buttons inside it. */
export const DialogPartsContext = createContext<typeof DialogPrimitive | null>(null);

function useDialogParts(component: string): typeof DialogPrimitive {
  const parts = useContext(DialogPartsContext);
  if (!parts) throw new Error(`${component} must be inside DialogContent`);
  return parts;
}

type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
};

/** A modal dialog: controlled (open + onOpenChange) or opened by its DialogTrigger. */
export function Dialog({ open, defaultOpen = false, onOpenChange, children }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLElement | null>(null);
  const isOpen = open ?? ownOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const state = useMemo(() => ({ open: isOpen, setOpen, triggerRef }), [isOpen, setOpen]);
  return <DialogStateContext.Provider value={state}>{children}</DialogStateContext.Provider>;
}

function useDialogState(component: string): DialogState {
  const state = useContext(DialogStateContext);
  if (!state) throw new Error(`${component} must be inside Dialog`);
  return state;
}

/** The button that opens the dialog; `asChild` lends these props to its single child. */
export function DialogTrigger({
  asChild = false,
  onClick,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, setOpen, triggerRef } = useDialogState('DialogTrigger');
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={preloadRadix}
      onFocus={preloadRadix}
      {...props}
      ref={triggerRef as RefObject<HTMLButtonElement | null>}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    />
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content>;

/** A modal dialog panel. Always give it a DialogTitle and a DialogDescription. */
export function DialogContent(props: DialogContentProps) {
  const state = useDialogState('DialogContent');
  // Once opened it stays mounted, so Radix can play the closing animation and return focus.
  const [opened, setOpened] = useState(state.open);
  if (state.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialogContent {...props} state={state} />
    </Suspense>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  const { Title } = useDialogParts('DialogTitle');
  return <Title className={cn('text-xl leading-tight font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  const { Description } = useDialogParts('DialogDescription');
  return <Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  const { Close } = useDialogParts('DialogClose');
  return <Close {...props} />;
}
