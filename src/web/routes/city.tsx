import { data as routeData, redirect, useParams } from 'react-router';
import { cityPath } from '#shared/seo-paths.ts';
import { serverLoader, skipBrowserRevalidation } from '#web/app/page-data.ts';
import { NotFound } from '#web/components/layout/not-found.tsx';
import { PageLoadState } from '#web/components/layout/page-load-state.tsx';
import { cityPageQuery, useCityPage } from '#web/features/seo/api/get-city-page.ts';
import { CityView } from '#web/features/seo/components/city-view.tsx';
import { ApiError } from '#web/lib/api-client.ts';

export const shouldRevalidate = skipBrowserRevalidation;

const segmentsOf = (params: Record<string, string | undefined>) => ({
  careType: params.careType ?? '',
  state: params.state ?? '',
  city: params.city ?? '',
});

/** Unknown care types and cities answer 404; another spelling moves to the page's address. */
export const loader = serverLoader(async ({ queryClient, data, params, request }) => {
  const segments = segmentsOf(params);
  const page = await queryClient.fetchQuery(cityPageQuery(segments, data.cityPage));
  if (!page) throw routeData(null, { status: 404 });
  const canonical = cityPath(page.careType, page.state, page.city);
  if (new URL(request.url).pathname !== canonical) throw redirect(canonical, 301);
});

/** /{care type}/{state}/{city}, e.g. /assisted-living/or/portland (decision 012). */
export function Component() {
  const query = useCityPage(segmentsOf(useParams()));
  if (query.data) return <CityView page={query.data} />;
  const missing =
    query.data === null || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) return <NotFound />;
  return (
    <PageLoadState
      query={query}
      failedTitle="Failed to load communities"
      loadingLabel="Loading communities"
    />
  );
}
