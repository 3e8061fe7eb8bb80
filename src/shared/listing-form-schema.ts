import { z } from 'zod';
import { CARE_TYPES, LISTING_MINIMUMS as MIN } from './constants.ts';
import { digitsOf } from './text.ts';

/** Blank optional text is stored as null (SPEC §3). */
const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

const optionalText = z.string().nullish().transform(blankToNull);

const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (/^https?:\/\//i.test(v) && z.url().safeParse(v).success), message)
    .nullish()
    .transform(blankToNull);

/**
 * SPEC §5 "Listing form": every rule and message. Shared by the create/edit form and the API,
 * so the browser's quick feedback and the server's enforcement can never disagree.
 */
export const listingFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(MIN.title, 'Title must be at least 5 characters')
    .max(150, 'Title must be at most 150 characters'),
  care_type: z.enum(CARE_TYPES).default('assisted-living'),
  description: z
    .string()
    .trim()
    .min(MIN.description, 'Description must be at least 30 characters')
    .max(5000, 'Description must be at most 5000 characters'),
  address: z.string().trim().min(MIN.address, 'Address is required').max(200),
  city: z.string().trim().min(MIN.city, 'City is required').max(100),
  state: z.string().trim().min(MIN.state, 'State is required').max(50),
  zip_code: z.string().trim().min(MIN.zip, 'Zip code is required').max(10),
  company_website: optionalUrl('Invalid URL format'),
  pricing_starting_at: z.coerce
    .number({ error: 'Price must be greater than 0' })
    .min(MIN.price, 'Price must be greater than 0')
    .max(1_000_000, 'Price must be at most 1,000,000'),
  pricing_note: optionalText,
  rooms_private: z.boolean().default(true),
  rooms_shared: z.boolean().default(false),
  capacity: z
    .union([
      z.literal(''),
      z.null(),
      z.coerce.number().int('Capacity must be a whole number').min(0).max(100_000),
    ])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  amenities: z.array(z.string().trim().min(1).max(60)).max(60).default([]),
  contact_phone_number: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || digitsOf(v).length === MIN.phoneDigits,
      'Phone number must be 10 digits',
    )
    .nullish()
    .transform(blankToNull),
  contact_email_address: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email address')
    .nullish()
    .transform(blankToNull),
  contact_external_url: optionalUrl('Invalid URL'),
});
export type ListingFormInput = z.input<typeof listingFormSchema>;
export type ListingFormData = z.output<typeof listingFormSchema>;

/** Editing also says which of the existing images to keep (removed ones are deleted). */
export const listingUpdateSchema = listingFormSchema.extend({
  images: z.array(z.string()).max(5).optional(),
});
export type ListingUpdateData = z.output<typeof listingUpdateSchema>;
