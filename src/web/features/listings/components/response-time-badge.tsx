import { Clock } from 'lucide-react';
import { responseTimeBadge } from '#shared/response-time-label.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { useResponseTime } from '../api/get-response-time.ts';

/** "Usually responds within 2 hours", once the community answered at least 3 tour requests. */
export function ResponseTimeBadge({ listingId }: { listingId: string }) {
  const time = useResponseTime(listingId);
  const label = time.data ? responseTimeBadge(time.data) : null;
  if (!label) return null;
  return (
    <Badge variant="soft" className="gap-1">
      <Clock className="size-3.5" aria-hidden="true" />
      {label}
    </Badge>
  );
}
