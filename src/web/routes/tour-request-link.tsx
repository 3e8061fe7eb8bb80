import { data as routeData, useParams } from 'react-router';
import { serverLoader, skipBrowserRevalidation } from '#web/app/page-data.ts';
import { NotFound } from '#web/components/layout/not-found.tsx';
import { PageLoadState } from '#web/components/layout/page-load-state.tsx';
import { tourRequestKeys } from '#web/features/tour-requests/api/keys.ts';
import { useTourRequestByLink } from '#web/features/tour-requests/api/tour-request-by-link.ts';
import { TourRequestByLink } from '#web/features/tour-requests/components/tour-request-by-link.tsx';
import { ApiError } from '#web/lib/api-client.ts';

export const shouldRevalidate = skipBrowserRevalidation;

/** A link that opens no request answers 404; the request is part of the page's HTML. */
export const loader = serverLoader(async ({ queryClient, data, params }) => {
  const token = params.token ?? '';
  const request = await data.tourRequestByLink(token);
  if (!request) throw routeData(null, { status: 404 });
  queryClient.setQueryData(tourRequestKeys.byLink(token), request);
});

/** Where the private link in a signed-out family's confirmation email lands. */
export function Component() {
  const { token = '' } = useParams();
  const query = useTourRequestByLink(token);
  if (query.data) return <TourRequestByLink request={query.data} token={token} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  return (
    <PageLoadState
      query={query}
      failedTitle="Failed to load your tour request"
      loadingLabel="Loading your tour request"
    />
  );
}
