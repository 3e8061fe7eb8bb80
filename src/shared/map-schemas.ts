import { z } from 'zod';

/** One community on the map: where it is, and what its marker's card says. */
export const listingPointSchema = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  title: z.string(),
  price: z.number(),
});

/** GET /api/listings/points: every match of the search's filters that has a place, up to the cap. */
export const listingPointsResultSchema = z.object({
  points: z.array(listingPointSchema),
  /** More listings match than the cap (MAP_POINTS_CAP): the map shows the first, in browse order. */
  capped: z.boolean(),
});
export type ListingPointsResult = z.infer<typeof listingPointsResultSchema>;

/** The built-in basemap's layers, served by GET /api/map/outlines/:layer (decision 046). */
export const MAP_OUTLINE_LAYERS = ['land', 'states', 'counties'] as const;
export type MapOutlineLayer = (typeof MAP_OUTLINE_LAYERS)[number];
