import { toPublicListingId } from '#shared/listing-id.ts';
import type { FamilyTourRequest, ProviderTourRequest } from '#shared/tour-request-schemas.ts';
import type { findTourRequest } from './tour-requests.repo.ts';

/** A request as the repository reads it (its listing's title and provider with it). */
type TourRequestRow = NonNullable<Awaited<ReturnType<typeof findTourRequest>>>;

export function toFamilyView(row: TourRequestRow): FamilyTourRequest {
  return {
    id: row.id,
    listingId: toPublicListingId(row.listingId),
    listingTitle: row.listingTitle,
    preferredDate: row.preferredDate,
    timeOfDay: row.timeOfDay,
    visitors: row.visitors,
    message: row.message,
    contactPreference: row.contactPreference,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The provider's view. Privacy promises made on the form: the phone number only when the family
 * allowed calls, and no contact details (nor message) at all once the family withdrew.
 */
export function toProviderView(row: TourRequestRow): ProviderTourRequest {
  const withdrawn = row.status === 'withdrawn';
  return {
    ...toFamilyView(row),
    message: withdrawn ? null : row.message,
    contact: withdrawn
      ? null
      : {
          name: row.name,
          email: row.email,
          phone: row.contactPreference === 'phone' ? row.phone : null,
        },
  };
}
