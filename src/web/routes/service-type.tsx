import { useParams } from 'react-router';
import { resolveServicePage } from '#web/features/services/content/index.ts';
import { ServicePageView } from '#web/features/services/components/service-page-view.tsx';

/** /services/{serviceType}: a care-type page; unknown types fall back to assisted living. */
export function Component() {
  const { serviceType = '' } = useParams();
  return <ServicePageView page={resolveServicePage(serviceType)} />;
}
