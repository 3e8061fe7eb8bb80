import type { UseFormReturn } from 'react-hook-form';
import type { ListingFormData } from '#shared/listing-form-schema.ts';
import type { CareType } from '#shared/constants.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { formatUsPhone } from '#shared/text.ts';

/** What the inputs hold; listingFormSchema turns it into the API body (SPEC §5). */
export type ListingFormValues = {
  title: string;
  care_type: CareType;
  description: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  company_website: string;
  pricing_starting_at: string;
  pricing_note: string;
  rooms_private: boolean;
  rooms_shared: boolean;
  capacity: string;
  amenities: string[];
  contact_phone_number: string;
  contact_email_address: string;
  contact_external_url: string;
};

/** A new listing: assisted-living, private rooms on, shared rooms off (SPEC §5). */
export const EMPTY_LISTING_FORM: ListingFormValues = {
  title: '',
  care_type: 'assisted-living',
  description: '',
  address: '',
  city: '',
  state: '',
  zip_code: '',
  company_website: '',
  pricing_starting_at: '',
  pricing_note: '',
  rooms_private: true,
  rooms_shared: false,
  capacity: '',
  amenities: [],
  contact_phone_number: '',
  contact_email_address: '',
  contact_external_url: '',
};

/** The display shape mapped back to the stored fields (SPEC §3) for the edit form. */
export function listingToFormValues(listing: ListingView): ListingFormValues {
  return {
    title: listing.title,
    care_type: listing.careType,
    description: listing.description,
    address: listing.location.address,
    city: listing.location.city,
    state: listing.location.state,
    zip_code: listing.location.zipCode,
    company_website: listing.contact.website ?? '',
    pricing_starting_at: String(listing.pricing.startingAt),
    pricing_note: listing.pricing.pricingNote ?? '',
    rooms_private: listing.rooms.private,
    rooms_shared: listing.rooms.shared,
    capacity: listing.capacity === null ? '' : String(listing.capacity),
    amenities: [...listing.amenities],
    contact_phone_number: listing.contact.phone ? formatUsPhone(listing.contact.phone) : '',
    contact_email_address: listing.contact.email ?? '',
    contact_external_url: listing.contact.externalUrl ?? '',
  };
}

/** The react-hook-form instance every section receives. */
export type ListingFormApi = UseFormReturn<ListingFormValues, unknown, ListingFormData>;
