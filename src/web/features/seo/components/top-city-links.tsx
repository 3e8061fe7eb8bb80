import { Link } from 'react-router';
import { CARE_TYPE_LABELS, type CareType } from '#shared/constants.ts';
import { cityPath } from '#shared/seo-paths.ts';
import { useTopCities } from '../api/get-city-page.ts';

/** A care-type page's links to its city pages: the cities with the most such communities. */
export function TopCityLinks({ careType }: { careType: CareType }) {
  const { data } = useTopCities(careType);
  const cities = data?.cities ?? [];
  if (cities.length === 0) return null;
  const label = CARE_TYPE_LABELS[careType];
  return (
    <nav aria-labelledby="care-type-cities" className="mt-12">
      <h2 id="care-type-cities" className="text-xl font-semibold">
        {label} by city
      </h2>
      <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
        {cities.map((city) => (
          <li key={`${city.state}/${city.city}`}>
            <Link
              to={cityPath(careType, city.state, city.city)}
              className="font-medium text-primary underline-offset-4 hover:text-primary-hover hover:underline"
            >
              {label} in {city.city}, {city.state}
            </Link>{' '}
            <span className="text-sm text-muted-foreground">({city.count})</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
