import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** Placeholder cards while reviews load (three on the website reviews page, docs/product.md §2). */
export function ReviewListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading reviews</span>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} data-testid="review-skeleton" className="grid gap-3 p-5">
          <div className="flex justify-between">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-24" />
          </div>
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-28" />
        </Card>
      ))}
    </div>
  );
}
