import { z } from 'zod';
import {
  CARE_TYPES,
  MAX_IMAGES_PER_LISTING,
  PAYMENT_SOURCES,
  PRICED_ROOM_TYPE_LABELS,
  PRICED_ROOM_TYPES,
  LISTING_MAXIMUMS as MAX,
  LISTING_MINIMUMS as MIN,
  LISTING_QUERY_LIMITS,
  ROOMS_AVAILABLE,
  TEXT_LIMITS,
  type PricedRoomType,
} from './constants.ts';
import { optionalEmailField, optionalPhoneField } from './contact-fields.ts';
import { pricedRoomOfSort } from './room-prices.ts';
import { usStateCode } from './us-states.ts';

const STATE_MESSAGE = 'Enter a US state, such as WA or Washington';
const CAPACITY_MESSAGE = 'Capacity must be a whole number';
/** Five digits, or ZIP+4. */
const ZIP_CODE = /^\d{5}(?:-\d{4})?$/;

/** Blank optional text is stored as null (docs/product.md §3). */
const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

const atMost = (max: number, label: string) => `${label} must be at most ${max} characters`;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, atMost(max, label)).nullish().transform(blankToNull);

const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(TEXT_LIMITS.url, atMost(TEXT_LIMITS.url, 'A web address'))
    .refine((v) => v === '' || (/^https?:\/\//i.test(v) && z.url().safeParse(v).success), message)
    .nullish()
    .transform(blankToNull);

const monthlyPrice = () =>
  z.coerce
    .number({ error: 'Price must be greater than 0' })
    .min(MIN.price, 'Price must be greater than 0')
    .max(MAX.price, `Price must be at most ${MAX.price.toLocaleString('en-US')}`);

/** One kind of unit and its monthly range; no highest price means one price (docs/decisions/048). */
export const roomPriceSchema = z
  .object({
    roomType: z.enum(PRICED_ROOM_TYPES, { error: 'Choose a room type' }),
    minPrice: monthlyPrice(),
    maxPrice: z
      .union([z.literal(''), z.null(), monthlyPrice()])
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
  })
  .refine((room) => room.maxPrice === null || room.maxPrice >= room.minPrice, {
    message: 'The highest price must be at least the lowest',
    path: ['maxPrice'],
  });

/** Each room type priced once, in the order the provider lists them. */
const roomPricesSchema = z
  .array(roomPriceSchema)
  .max(PRICED_ROOM_TYPES.length)
  .default([])
  .superRefine((rooms, ctx) => {
    rooms.forEach((room, index) => {
      if (rooms.findIndex((other) => other.roomType === room.roomType) < index) {
        ctx.addIssue({
          code: 'custom',
          message: 'Choose each room type once',
          path: [index, 'roomType'],
        });
      }
    });
  });

/**
 * A priced room says rooms of its sort are available: a family must never read "Shared room
 * $3,900" beside "Shared rooms: Not available" (PRICED_ROOM_SHARING, pricedRoomOfSort).
 */
function roomsAgreeWithPrices(
  listing: {
    roomPrices: { roomType: PricedRoomType }[];
    roomsPrivate: boolean;
    roomsShared: boolean;
  },
  ctx: z.RefinementCtx,
) {
  for (const sharing of ['private', 'shared'] as const) {
    const { field, label } = ROOMS_AVAILABLE[sharing];
    const priced = pricedRoomOfSort(listing.roomPrices, sharing);
    if (priced && !listing[field]) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `You priced a ${PRICED_ROOM_TYPE_LABELS[priced.roomType]}: tick ${label}`,
      });
    }
  }
}

/**
 * The listing entity as a provider writes it, in the stored columns' camelCase names, with every
 * rule and message of docs/product.md §5 "Listing form". The API body, the form's values and the edit
 * mapping all derive from it, so the browser's quick feedback and the server's enforcement can
 * never disagree.
 */
export const listingWriteSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(MIN.title, 'Title must be at least 5 characters')
      .max(MAX.title, atMost(MAX.title, 'Title')),
    careType: z.enum(CARE_TYPES).default('assisted-living'),
    description: z
      .string()
      .trim()
      .min(MIN.description, 'Description must be at least 30 characters')
      .max(MAX.description, atMost(MAX.description, 'Description')),
    address: z
      .string()
      .trim()
      .min(MIN.address, 'Address is required')
      .max(MAX.address, atMost(MAX.address, 'Address')),
    city: z
      .string()
      .trim()
      .min(MIN.city, 'City is required')
      .max(MAX.city, atMost(MAX.city, 'City')),
    // Stored as its code: a state no search can name would hide the listing (decision 108).
    state: z
      .string()
      .trim()
      .min(MIN.state, 'State is required')
      .max(MAX.state, atMost(MAX.state, 'State'))
      .refine((state) => state.length < MIN.state || usStateCode(state) !== null, STATE_MESSAGE)
      .transform((state) => usStateCode(state) ?? state),
    // Its coordinates come from the ZIP code: one mistyped would keep the listing out of every
    // search by place (decision 108).
    zipCode: z
      .string()
      .trim()
      .min(MIN.zip, 'Zip code is required')
      .max(MAX.zip, atMost(MAX.zip, 'Zip code'))
      .refine((zip) => zip.length < MIN.zip || ZIP_CODE.test(zip), LISTING_QUERY_LIMITS.zipMessage),
    companyWebsite: optionalUrl('Invalid URL format'),
    /** When rooms are priced, the server stores their lowest price instead (startingPrice). */
    pricingStartingAt: monthlyPrice(),
    pricingNote: optionalText(MAX.pricingNote, 'Pricing note'),
    roomPrices: roomPricesSchema,
    careFeeNote: optionalText(MAX.careFeeNote, 'Care-level fee note'),
    roomsPrivate: z.boolean().default(true),
    roomsShared: z.boolean().default(false),
    capacity: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z.coerce
          .number({ message: CAPACITY_MESSAGE })
          .int(CAPACITY_MESSAGE)
          .min(0, CAPACITY_MESSAGE)
          .max(MAX.capacity, `Capacity must be at most ${MAX.capacity.toLocaleString('en-US')}`)
          .nullable(),
      )
      .optional()
      .transform((v) => v ?? null),
    amenities: z
      .array(z.string().trim().min(1).max(MAX.amenity, atMost(MAX.amenity, 'An amenity')))
      .max(MAX.amenities, `Choose at most ${MAX.amenities} amenities`)
      .default([]),
    /** Ways of paying the community accepts (PAYMENT_SOURCES). */
    paymentSources: z
      .array(z.enum(PAYMENT_SOURCES))
      .max(PAYMENT_SOURCES.length)
      .default([])
      .transform((v) => [...new Set(v)]),
    contactPhoneNumber: optionalPhoneField.nullish().transform(blankToNull),
    contactEmailAddress: optionalEmailField.nullish().transform(blankToNull),
    contactExternalUrl: optionalUrl('Invalid URL'),
  })
  .superRefine(roomsAgreeWithPrices);
export type ListingWriteInput = z.input<typeof listingWriteSchema>;
export type ListingWrite = z.output<typeof listingWriteSchema>;

/** Editing also says which of the existing images to keep (removed ones are deleted). */
export const listingUpdateSchema = listingWriteSchema.extend({
  images: z.array(z.string().max(TEXT_LIMITS.url)).max(MAX_IMAGES_PER_LISTING).optional(),
});
