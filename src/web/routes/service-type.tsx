import { data as routeData, Navigate, redirect, useParams } from 'react-router';
import { pageLoader, revalidateOnNewPath } from '#web/lib/page-data.ts';
import { NotFound } from '#web/components/layout/not-found.tsx';
import { careTypeOfServicePage, resolveServicePage } from '#web/features/services/content/index.ts';
import { ServicePageView } from '#web/features/services/components/service-page-view.tsx';
import { topCitiesQuery } from '#web/features/seo/api/get-city-page.ts';
import { TopCityLinks } from '#web/features/seo/components/top-city-links.tsx';
import { paths } from '#web/lib/paths.ts';

export const shouldRevalidate = revalidateOnNewPath;

/** Unknown types answer 404; another spelling of a type moves permanently to its page. */
export const loader = pageLoader(async ({ queryClient, params }) => {
  const slug = params.serviceType ?? '';
  const page = resolveServicePage(slug);
  if (!page) throw routeData(null, { status: 404 });
  if (page.slug !== slug) throw redirect(paths.service(page.slug), 301);
  const careType = careTypeOfServicePage(page);
  if (careType) await queryClient.prefetchQuery(topCitiesQuery(careType));
});

/** /services/{serviceType}: a care-type page (or home care's). */
export function Component() {
  const { serviceType = '' } = useParams();
  const page = resolveServicePage(serviceType);
  if (!page) return <NotFound />;
  // Reached inside the app (the header says adult-day-care): the address becomes the page's own.
  if (page.slug !== serviceType) return <Navigate to={paths.service(page.slug)} replace />;
  const careType = careTypeOfServicePage(page);
  return (
    <ServicePageView page={page} cities={careType ? <TopCityLinks careType={careType} /> : null} />
  );
}
