import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

type SpinnerProps = {
  className?: string;
  /** Announced to screen readers; pass null when a visible label already says it. */
  label?: string | null;
};

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-5 animate-spin text-primary', className)}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
