import { useState } from 'react';
import { PenLine } from 'lucide-react';
import { BRAND } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { useMyWebsiteReview } from '#web/features/reviews/api/get-my-website-review.ts';
import { pageLoader, revalidateOnNewPath } from '#web/lib/page-data.ts';
import { useWebsiteReviewPages, websiteReviewPagesQuery } from '#web/lib/website-reviews-query.ts';
import { WebsiteReviewDialog } from '#web/features/reviews/components/website/website-review-dialog.tsx';
import { WebsiteReviewList } from '#web/features/reviews/components/website/website-review-list.tsx';
import { WebsiteReviewSummary } from '#web/features/reviews/components/website/website-review-summary.tsx';
import { useReviewSignInGate } from '#web/features/reviews/use-review-sign-in-gate.ts';
import { myReviewStatus } from '#web/features/reviews/my-review-status.ts';

export const shouldRevalidate = revalidateOnNewPath;

export const loader = pageLoader(
  ({ queryClient }) => queryClient.prefetchInfiniteQuery(websiteReviewPagesQuery()),
  { holdsNavigation: false },
);

/** /reviews: what people think of CareNest itself (docs/product.md §2 "Website reviews page"). */
export function Component() {
  const { user, loading: authLoading } = useAuth();
  const userId = user?.id ?? null;
  const reviews = useWebsiteReviewPages();
  const firstPage = reviews.data?.pages[0];
  const mine = useMyWebsiteReview(userId);
  const {
    review: myReview,
    deciding,
    title,
  } = myReviewStatus({ loading: authLoading, userId }, mine);
  const [dialogOpen, setDialogOpen] = useState(false);
  const requireSignIn = useReviewSignInGate();

  const openDialog = () => {
    if (requireSignIn()) setDialogOpen(true);
  };

  return (
    <Page
      title="Website Reviews"
      description={`Families and care providers share how ${BRAND} helped them find and offer senior care.`}
    >
      <WebsiteReviewSummary
        summary={firstPage?.summary}
        loading={reviews.isPending}
        action={
          <Button size="lg" onClick={openDialog} disabled={deciding}>
            <PenLine aria-hidden="true" />
            {title}
          </Button>
        }
      />
      <WebsiteReviewList
        reviews={reviews.data?.pages.flatMap((page) => page.reviews)}
        loading={reviews.isPending}
        failed={reviews.isError}
        onRetry={() => void reviews.refetch()}
        userId={userId}
        onEditMine={openDialog}
        more={
          reviews.hasNextPage
            ? { loading: reviews.isFetchingNextPage, load: () => void reviews.fetchNextPage() }
            : null
        }
      />
      {userId ? (
        <WebsiteReviewDialog open={dialogOpen} onOpenChange={setDialogOpen} myReview={myReview} />
      ) : null}
    </Page>
  );
}
