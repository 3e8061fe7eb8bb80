import type { ListingFormData } from '#shared/listing-form-schema.ts';
import { formatUsPhone } from '#shared/text.ts';
import { coordinatesForZip } from '../listings/zip-geo.ts';
import type { ListingInsert } from './provider-listings.repo.ts';

/** Form fields → stored columns; coordinates always follow the ZIP (null when unknown). */
export function toListingValues(data: ListingFormData): Omit<ListingInsert, 'providerId'> {
  const coordinates = coordinatesForZip(data.zip_code);
  return {
    title: data.title,
    careType: data.care_type,
    description: data.description,
    address: data.address,
    city: data.city,
    state: data.state,
    zipCode: data.zip_code,
    lat: coordinates?.lat ?? null,
    lng: coordinates?.lng ?? null,
    companyWebsite: data.company_website,
    pricingStartingAt: data.pricing_starting_at,
    pricingNote: data.pricing_note,
    roomsPrivate: data.rooms_private,
    roomsShared: data.rooms_shared,
    capacity: data.capacity,
    amenities: [...new Set(data.amenities)],
    contactPhoneNumber: data.contact_phone_number ? formatUsPhone(data.contact_phone_number) : null,
    contactEmailAddress: data.contact_email_address,
    contactExternalUrl: data.contact_external_url,
  };
}
