import { z } from 'zod';
import { TOUR_REQUEST_LIMITS as LIMITS } from './constants.ts';
import { emailField, optionalPhoneField } from './contact-fields.ts';
import { formatUsPhone } from './text.ts';
import { visibleTextField } from './text-fields.ts';
import { isWithinTourWindow } from './tour-date.ts';
import { providerResponseTimeSchema } from './response-time.ts';
import {
  CONTACT_PREFERENCES,
  PROVIDER_TOUR_STATUSES,
  TIMES_OF_DAY,
  TOUR_MESSAGES,
  TOUR_STATUSES,
} from './tour-request-labels.ts';

// The labels live in tour-request-labels.ts (no zod, for the first load); callers keep importing
// them from here with the schemas.
export {
  TIMES_OF_DAY,
  TIME_OF_DAY_LABELS,
  CONTACT_PREFERENCES,
  CONTACT_PREFERENCE_LABELS,
  PROVIDER_TOUR_STATUSES,
  TOUR_STATUSES,
  TOUR_STATUS_LABELS,
  TOUR_MESSAGES,
  type TourStatus,
} from './tour-request-labels.ts';

const visibleText = (max: number, label: string) =>
  visibleTextField(max, `${label} must be at most ${max} characters`);

/** Shared by the Request a tour form and POST /api/listings/:id/tour-requests. */
export const tourRequestInputSchema = z
  .object({
    name: visibleText(LIMITS.name, 'Name').pipe(z.string().min(1, 'Name is required')),
    email: emailField,
    phone: optionalPhoneField
      .transform((v) => (v === '' ? null : formatUsPhone(v)))
      .nullish()
      .transform((v) => v ?? null),
    preferredDate: z
      .string({ error: 'Choose a preferred date' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a preferred date')
      .refine(
        (v) => isWithinTourWindow(v),
        `Choose a date from today to ${LIMITS.maxDaysAhead} days ahead`,
      ),
    timeOfDay: z.enum(TIMES_OF_DAY, { error: 'Choose a time of day' }),
    visitors: z
      .number({ error: 'Number of visitors must be 1 to 10' })
      .int('Number of visitors must be 1 to 10')
      .min(LIMITS.minVisitors, 'Number of visitors must be 1 to 10')
      .max(LIMITS.maxVisitors, 'Number of visitors must be 1 to 10'),
    message: visibleText(LIMITS.message, 'Message')
      .nullish()
      .transform((v) => (v ? v : null)),
    contactPreference: z.enum(CONTACT_PREFERENCES, { error: 'Choose how they may contact you' }),
    /** Honeypot: hidden from people, filled only by bots. */
    website: z.string().max(0, TOUR_MESSAGES.refused).optional(),
  })
  .refine((v) => v.contactPreference === 'email' || v.phone !== null, {
    path: ['phone'],
    message: 'Add a phone number, or choose email only',
  });
export type TourRequestInput = z.input<typeof tourRequestInputSchema>;
export type TourRequestData = z.output<typeof tourRequestInputSchema>;

const baseView = {
  id: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  preferredDate: z.string(),
  timeOfDay: z.enum(TIMES_OF_DAY),
  visitors: z.number(),
  message: z.string().nullable(),
  contactPreference: z.enum(CONTACT_PREFERENCES),
  status: z.enum(TOUR_STATUSES),
  createdAt: z.string(),
};

/** What the family sees on /profile. */
export const familyTourRequestSchema = z.object(baseView);
export type FamilyTourRequest = z.infer<typeof familyTourRequestSchema>;
export const familyTourRequestListSchema = z.object({
  requests: z.array(familyTourRequestSchema),
});
/** GET /api/me/tour-requests: all of the family's requests, or one community's. */
export const familyTourRequestQuerySchema = z.object({
  listingId: z.uuid('Listing not found').optional(),
});

/** What the provider sees: contact details are null once withdrawn, phone only when allowed. */
export const providerTourRequestSchema = z.object({
  ...baseView,
  contact: z
    .object({ name: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable(),
});
export type ProviderTourRequest = z.infer<typeof providerTourRequestSchema>;
export const providerTourRequestListSchema = z.object({
  requests: z.array(providerTourRequestSchema),
  newCount: z.number(),
  /** Over every listing of the provider, the last 90 days (docs/decisions/035). */
  responseTime: providerResponseTimeSchema,
});
export type ProviderTourRequestList = z.infer<typeof providerTourRequestListSchema>;

export const tourStatusUpdateSchema = z.object({
  status: z.enum(PROVIDER_TOUR_STATUSES, { error: 'Choose a status' }),
});
