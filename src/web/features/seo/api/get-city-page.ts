import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityPage, TopCities } from '#shared/city-schemas.ts';
import type { CareType } from '#shared/constants.ts';
import { api } from '#web/lib/api-client.ts';

export type CitySegments = { careType: string; state: string; city: string };

type FetchCityPage = (segments: CitySegments, signal?: AbortSignal) => Promise<CityPage | null>;
type FetchTopCities = (careType: CareType, signal?: AbortSignal) => Promise<TopCities>;

// No response schemas: the server answers through the shared ones, and zod stays out of the
// first load of these pages (the JavaScript budget, docs/decisions/015).
const fetchCityPage: FetchCityPage = ({ careType, state, city }, signal) =>
  api.get<CityPage>(
    `/api/city-pages/${[careType, state, city].map(encodeURIComponent).join('/')}`,
    { signal },
  );

const fetchTopCities: FetchTopCities = (careType, signal) =>
  api.get<TopCities>('/api/city-pages', { query: { type: careType }, signal });

/** A city × care-type page, from the API or (server rendering) the services. */
export const cityPageQuery = (segments: CitySegments, fetch: FetchCityPage = fetchCityPage) =>
  queryOptions({
    queryKey: ['city-pages', segments.careType, segments.state, segments.city] as const,
    queryFn: ({ signal }) => fetch(segments, signal),
    staleTime: 60_000,
  });

export const useCityPage = (segments: CitySegments) => useQuery(cityPageQuery(segments));

/** The cities with the most communities of a care type (its care-type page links to them). */
export const topCitiesQuery = (careType: CareType, fetch: FetchTopCities = fetchTopCities) =>
  queryOptions({
    queryKey: ['city-pages', 'top', careType] as const,
    queryFn: ({ signal }) => fetch(careType, signal),
    staleTime: 5 * 60_000,
  });

export const useTopCities = (careType: CareType | null) =>
  useQuery({
    ...topCitiesQuery(careType ?? 'assisted-living'),
    enabled: careType !== null,
  });
