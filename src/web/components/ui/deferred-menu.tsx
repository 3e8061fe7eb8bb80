import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useNeeded } from '#web/lib/use-needed.ts';

type DeferredMenuProps<P extends object> = {
  /** The real menu (a `React.lazy` Radix dropdown), mounted open the first time it is used. */
  Menu: ComponentType<P & { defaultOpen: boolean }>;
  /** Starts downloading the real menu. */
  preload: () => Promise<unknown>;
  /** Passed on to the real menu. */
  menuProps: P;
  className: string;
  label?: string;
  current?: boolean;
  id?: string;
  describedBy?: string;
  children: ReactNode;
};

/**
 * A dropdown menu whose code (Radix menu, positioning) loads when it is first wanted instead of
 * with every page: until then the trigger is a plain button that looks the same. Hovering or
 * focusing it starts the download, so the menu opens at once on click.
 */
export function DeferredMenu<P extends object>(props: DeferredMenuProps<P>) {
  const { Menu, preload, menuProps, className, label, current, id, describedBy, children } = props;
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <button
      type="button"
      id={id}
      aria-describedby={describedBy}
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      className={className}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={() => setWanted(true)}
    >
      {children}
    </button>
  );
  if (!useNeeded(wanted)) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Menu {...menuProps} defaultOpen />
    </Suspense>
  );
}
