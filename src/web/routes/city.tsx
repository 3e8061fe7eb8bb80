import { redirect, useParams } from 'react-router';
import { cityPath } from '#shared/seo-paths.ts';
import { orNotFound, pageLoader, revalidateOnNewPath } from '#web/lib/page-data.ts';
import { NotFound } from '#web/components/layout/not-found.tsx';
import { PageLoadState } from '#web/components/layout/page-load-state.tsx';
import { cityPageQuery, useCityPage } from '#web/features/seo/api/get-city-page.ts';
import { CityView } from '#web/features/seo/components/city-view.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { WithListingActions } from '#web/app/listing-actions.tsx';

export const shouldRevalidate = revalidateOnNewPath;

const segmentsOf = (params: Record<string, string | undefined>) => ({
  careType: params.careType ?? '',
  state: params.state ?? '',
  city: params.city ?? '',
});

/** Unknown care types and cities answer 404; another spelling moves to the page's address. */
export const loader = pageLoader(async ({ queryClient, params, request }) => {
  const page = await orNotFound(queryClient.ensureQueryData(cityPageQuery(segmentsOf(params))));
  const canonical = cityPath(page.careType, page.state, page.city);
  if (new URL(request.url).pathname !== canonical) throw redirect(canonical, 301);
});

function PageContent() {
  const query = useCityPage(segmentsOf(useParams()));
  if (query.data) return <CityView page={query.data} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  return (
    <PageLoadState
      query={query}
      failedTitle="Failed to load communities"
      loadingLabel="Loading communities"
    />
  );
}

/** /{care type}/{state}/{city}, e.g. /assisted-living/or/portland (decision 012). */
export function Component() {
  return (
    <WithListingActions>
      <PageContent />
    </WithListingActions>
  );
}
