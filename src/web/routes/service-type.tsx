import { useParams } from 'react-router';
import { serverLoader, skipBrowserRevalidation } from '#web/app/page-data.ts';
import { careTypeOfServicePage, resolveServicePage } from '#web/features/services/content/index.ts';
import { ServicePageView } from '#web/features/services/components/service-page-view.tsx';
import { topCitiesQuery } from '#web/features/seo/api/get-city-page.ts';
import { TopCityLinks } from '#web/features/seo/components/top-city-links.tsx';

export const shouldRevalidate = skipBrowserRevalidation;

export const loader = serverLoader(async ({ queryClient, data, params }) => {
  const careType = careTypeOfServicePage(resolveServicePage(params.serviceType ?? ''));
  if (careType) await queryClient.prefetchQuery(topCitiesQuery(careType, data.topCities));
});

/** /services/{serviceType}: a care-type page; unknown types fall back to assisted living. */
export function Component() {
  const { serviceType = '' } = useParams();
  const page = resolveServicePage(serviceType);
  const careType = careTypeOfServicePage(page);
  return (
    <ServicePageView page={page} cities={careType ? <TopCityLinks careType={careType} /> : null} />
  );
}
