import { z } from 'zod';
import { careTypeSchema, listingViewSchema } from './listing-schemas.ts';

// City × care-type pages (/assisted-living/or/portland, decision 012): what the page shows and
// the links between them. The server answers these through GET /api/city-pages.

/** "In and near" a city: communities within this many miles of its centre. */
export const CITY_RADIUS_MILES = 25;
/** Other cities linked from a city page lie within this many miles. */
export const NEARBY_CITY_MILES = 60;
/** Communities listed on one city page (nearest first); the count covers them all. */
export const CITY_PAGE_LISTINGS = 24;

const placeSchema = z.object({ city: z.string(), state: z.string() });

export const cityLinkSchema = placeSchema.extend({
  careType: careTypeSchema,
  count: z.number().int(),
});
export type CityLink = z.infer<typeof cityLinkSchema>;

export const cityPageSchema = placeSchema.extend({
  careType: careTypeSchema,
  /** How far around its centre the page looks: CITY_RADIUS_MILES, or a region's own reach. */
  radiusMiles: z.number().int(),
  /** Communities of this care type within radiusMiles of the city. */
  total: z.number().int(),
  /** Lowest and highest starting price among them; null when there are none. */
  priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  listings: z.array(listingViewSchema),
  /** Other cities with this care type nearby, nearest first. */
  nearbyCities: z.array(cityLinkSchema),
  /** Other care types in and near this city, with their counts. */
  otherCareTypes: z.array(cityLinkSchema),
});
export type CityPage = z.infer<typeof cityPageSchema>;

export const cityPageParamsSchema = z.object({
  careType: z.string().max(40),
  state: z.string().max(40),
  city: z.string().max(80),
});

export const TOP_CITIES_LIMIT = 12;
export const topCitiesQuerySchema = z.object({ type: careTypeSchema });
export const topCitiesSchema = z.object({ cities: z.array(cityLinkSchema) });
export type TopCities = z.infer<typeof topCitiesSchema>;
