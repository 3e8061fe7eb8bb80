import { Clock } from 'lucide-react';
import { responseTimeBadge } from '#shared/response-time-label.ts';
import type { ResponseTime } from '#shared/response-time.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * "Usually responds within 2 hours", once the community answered at least 3 tour requests. The
 * figure comes with the listing's detail; a search card's view shown meanwhile has none.
 */
export function ResponseTimeBadge({
  time,
  className,
}: {
  time: ResponseTime | undefined;
  className?: string;
}) {
  const label = time ? responseTimeBadge(time) : null;
  if (!label) return null;
  return (
    <Badge variant="soft" className={cn('gap-1', className)}>
      <Clock className="size-3.5" aria-hidden="true" />
      {label}
    </Badge>
  );
}
