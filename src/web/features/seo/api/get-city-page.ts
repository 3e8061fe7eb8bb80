import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareType } from '#shared/constants.ts';
import { apiOf } from '#web/lib/query-client.ts';

export type CitySegments = { careType: string; state: string; city: string };

/** GET /api/city-pages/:careType/:state/:city: a city × care-type page (404 when unknown). */
export const cityPageQuery = (segments: CitySegments) =>
  queryOptions({
    queryKey: ['city-pages', segments.careType, segments.state, segments.city] as const,
    queryFn: ({ signal, client }) =>
      apiOf(client).get('/api/city-pages/{careType}/{state}/{city}', {
        params: segments,
        signal,
      }),
    staleTime: 60_000,
  });

export const useCityPage = (segments: CitySegments) => useQuery(cityPageQuery(segments));

/** The cities with the most communities of a care type (its care-type page links to them). */
export const topCitiesQuery = (careType: CareType) =>
  queryOptions({
    queryKey: ['city-pages', 'top', careType] as const,
    queryFn: ({ signal, client }) =>
      apiOf(client).get('/api/city-pages', { query: { type: careType }, signal }),
    staleTime: 5 * 60_000,
  });

export const useTopCities = (careType: CareType | null) =>
  useQuery({
    ...topCitiesQuery(careType ?? 'assisted-living'),
    enabled: careType !== null,
  });
