import { useParams } from 'react-router';
import { orNotFound, pageLoader, revalidateOnNewPath } from '#web/lib/page-data.ts';
import { NotFound } from '#web/components/layout/not-found.tsx';
import { PageLoadState } from '#web/components/layout/page-load-state.tsx';
import {
  tourRequestByLinkQuery,
  useTourRequestByLink,
} from '#web/features/tour-requests/api/tour-request-by-link.ts';
import { TourRequestByLink } from '#web/features/tour-requests/components/tour-request-by-link.tsx';
import { ApiError } from '#web/lib/api-client.ts';

export const shouldRevalidate = revalidateOnNewPath;

/** A link that opens no request answers 404; the request is part of the page's HTML. */
export const loader = pageLoader(({ queryClient, params }) =>
  orNotFound(queryClient.ensureQueryData(tourRequestByLinkQuery(params.token ?? ''))),
);

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
