import { z } from 'zod';
import {
  AMENITY_PRESETS,
  CARE_TYPES,
  DISTANCE,
  LISTING_PAGE_SIZE,
  LISTING_QUERY_LIMITS,
  PAYMENT_SOURCES,
  PRICED_ROOM_TYPES,
  ROOM_TYPES,
  SEARCH_SORTS,
} from './constants.ts';
import { BBOX_TEXT_MAX, readBbox } from './bbox.ts';
import { placeSchema } from './place-schemas.ts';
import { publicRecordViewSchema } from './public-record-schemas.ts';
import { responseTimeSchema } from './response-time.ts';

export const careTypeSchema = z.enum(CARE_TYPES);

const coordinatesSchema = z.object({ lat: z.number(), lng: z.number() });

/** docs/product.md §3 "Listing display shape", plus what the detail dialog needs (contacts, flags). */
export const listingViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  providerId: z.string().nullable(),
  provider: z.object({ name: z.string(), logo: z.string().nullable() }),
  location: z.object({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    coordinates: coordinatesSchema.nullable(),
    distanceFromCenter: z.number().nullable(),
  }),
  careType: careTypeSchema,
  images: z.array(z.string()),
  description: z.string(),
  amenities: z.array(z.string()),
  paymentSources: z.array(z.enum(PAYMENT_SOURCES)),
  /** startingAt is null only for an unclaimed listing from public records (docs/decisions/042). */
  pricing: z.object({
    startingAt: z.number().nullable(),
    pricingNote: z.string().nullable(),
    /** Monthly ranges by kind of unit (docs/decisions/048); empty when only a starting price. */
    byRoom: z.array(
      z.object({
        roomType: z.enum(PRICED_ROOM_TYPES),
        minPrice: z.number(),
        maxPrice: z.number().nullable(),
      }),
    ),
    careFeeNote: z.string().nullable(),
    /** When the provider last saved or confirmed the prices (ISO); null for the samples. */
    confirmedAt: z.string().nullable(),
  }),
  rooms: z.object({ private: z.boolean(), shared: z.boolean() }),
  capacity: z.number().nullable(),
  /** Average of real reviews to one decimal; null when there are none (docs/architecture.md §5.1). */
  rating: z.number().nullable(),
  reviewCount: z.number(),
  contact: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    externalUrl: z.string().nullable(),
    website: z.string().nullable(),
  }),
  isSample: z.boolean(),
  /** Only the provider sees a draft: it joins search once they edit and save it. */
  draft: z.boolean(),
  /** Made from public records and not yet claimed by the community (docs/decisions/042). */
  unclaimed: z.boolean(),
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingView = z.infer<typeof listingViewSchema>;

/**
 * GET /api/listings/:id: the view plus how quickly the community answers tour requests
 * (docs/decisions/035), so the dialog and the community page have the badge in their first HTML.
 */
export const listingDetailSchema = listingViewSchema.extend({
  responseTime: responseTimeSchema,
  /** The public record attached to the listing; null when there is none (docs/decisions/042). */
  publicRecord: publicRecordViewSchema.nullable(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

const number = (message: string) =>
  z.coerce.number({ error: message }).refine(Number.isFinite, { message });

/** A repeatable parameter: one value or several, read as a list without repeats. */
const list = <T extends z.ZodType<string>>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((v) => [...new Set(v === undefined ? [] : Array.isArray(v) ? v : [v])]);

/** `bbox=west,south,east,north`: only listings inside the area (docs/decisions/046). */
const bboxParameter = z
  .string()
  .max(BBOX_TEXT_MAX, 'bbox must be four numbers: west,south,east,north')
  .transform((raw, ctx) => {
    const read = readBbox(raw);
    if (!('error' in read)) return read;
    ctx.addIssue({ code: 'custom', message: read.error });
    return z.NEVER;
  })
  .optional();

/** The filters GET /api/listings and GET /api/listings/points share (not the order or page). */
const listingFilterFields = {
  location: z
    .string()
    .trim()
    .max(LISTING_QUERY_LIMITS.locationMax, LISTING_QUERY_LIMITS.locationMessage)
    .optional(),
  type: z
    .union([careTypeSchema, z.array(careTypeSchema)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  /** Every amenity given must be offered. */
  amenity: list(z.enum(AMENITY_PRESETS)),
  /** Every room type given must be offered. */
  room: list(z.enum(ROOM_TYPES)),
  /** Every payment source given must be accepted. */
  payment: list(z.enum(PAYMENT_SOURCES)),
  minPrice: number('minPrice must be a number')
    .pipe(z.number().min(0, 'minPrice must be 0 or more'))
    .optional(),
  maxPrice: number('maxPrice must be a number')
    .pipe(z.number().min(0, 'maxPrice must be 0 or more'))
    .optional(),
  zip: z
    .string()
    .regex(LISTING_QUERY_LIMITS.zipPattern, LISTING_QUERY_LIMITS.zipMessage)
    .optional(),
  lat: number('lat must be a number')
    .pipe(
      z
        .number()
        .min(-90, 'lat must be between -90 and 90')
        .max(90, 'lat must be between -90 and 90'),
    )
    .optional(),
  lng: number('lng must be a number')
    .pipe(
      z
        .number()
        .min(-180, 'lng must be between -180 and 180')
        .max(180, 'lng must be between -180 and 180'),
    )
    .optional(),
  radius: number('radius must be a number')
    .pipe(
      z
        .number()
        .int('radius must be a whole number of miles')
        .min(DISTANCE.min, `radius must be between ${DISTANCE.min} and ${DISTANCE.max} miles`)
        .max(DISTANCE.max, `radius must be between ${DISTANCE.min} and ${DISTANCE.max} miles`),
    )
    // Without one: 25 miles around a typed place, 50 around a ZIP box or the visitor's location.
    .optional(),
  bbox: bboxParameter,
};

/** The rules across fields that every query with the shared filters follows. */
const withFilterRules = <
  T extends z.ZodType<{ lat?: number; lng?: number; minPrice?: number; maxPrice?: number }>,
>(
  schema: T,
) =>
  schema
    .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
      message: 'lat and lng must be given together',
      path: ['lat'],
    })
    .refine(
      (q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
      { message: 'minPrice must not be above maxPrice', path: ['minPrice'] },
    );

/** GET /api/listings query. Arrays accept a repeated parameter or a single value. */
export const listingSearchQuerySchema = withFilterRules(
  z.object({
    ...listingFilterFields,
    sort: z.enum(SEARCH_SORTS).default('best'),
    page: number('page must be a number')
      .pipe(z.number().int().min(1, 'page must be 1 or more'))
      .default(1),
    pageSize: number('pageSize must be a number')
      .pipe(
        z
          .number()
          .int()
          .min(1, 'pageSize must be at least 1')
          .max(LISTING_PAGE_SIZE.max, `pageSize must be at most ${LISTING_PAGE_SIZE.max}`),
      )
      .default(LISTING_PAGE_SIZE.default),
  }),
);
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;

/** GET /api/listings/points query: the search's filters, without its order and page. */
export const listingPointsQuerySchema = withFilterRules(z.object(listingFilterFields));
export type ListingPointsQuery = z.infer<typeof listingPointsQuerySchema>;

export const listingSearchResultSchema = z.object({
  listings: z.array(listingViewSchema),
  total: z.number(),
  /** True when more listings match than were counted: show the total as "1,000+". */
  totalIsLowerBound: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  priceBounds: z.object({ min: z.number(), max: z.number() }),
  /** Where distances were measured from, when an origin was given. */
  origin: z
    .object({
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      source: z.enum(['zip', 'coordinates', 'zip-estimate']),
    })
    .nullable(),
  /** The place the location text named (docs/decisions/038); null when it named none. */
  place: placeSchema.nullable(),
  /** Location text that names no place: names and text were matched instead. */
  placeNotFound: z.boolean(),
  /**
   * When the text names no place, the places it may have meant: its city in other states
   * ("Seattle, WA" for "Seattle, OR"), as text to search for instead (docs/decisions/063).
   */
  placeAlternatives: z.array(z.string()),
  /**
   * What the location text was searched as when words in it were read as filters: "Seattle
   * assisted living" (docs/decisions/080), "assisted living that takes Medicaid in Seattle"
   * (106), "pet friendly assisted living in Denver" (112): the location left and every filter,
   * which the page then writes as its own.
   */
  readAs: z
    .object({
      location: z.string(),
      types: z.array(careTypeSchema),
      payment: z.array(z.enum(PAYMENT_SOURCES)),
      amenities: z.array(z.enum(AMENITY_PRESETS)),
      rooms: z.array(z.enum(ROOM_TYPES)),
      radius: z.number().nullable(),
      minPrice: z.number().nullable(),
      maxPrice: z.number().nullable(),
    })
    .nullable(),
  /**
   * The text asked for communities near the visitor ("near me", "assisted living nearby"), which
   * only their location can say, and none came with it: the page asks for it.
   */
  needsVisitorLocation: z.boolean(),
  /**
   * Care the text asked for that is given at home or at the end of life, not in a community
   * ("home care", "hospice care"; docs/decisions/113): not listed here, so the place typed with
   * it was searched, and the page says so. Null otherwise.
   */
  careNotListed: z.string().nullable(),
  /** True when the database could not be read and only the built-in samples are shown. */
  degraded: z.boolean(),
});
export type ListingSearchResult = z.infer<typeof listingSearchResultSchema>;
