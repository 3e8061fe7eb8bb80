import type { UseFormReturn } from 'react-hook-form';
import type { ListingWrite, ListingWriteInput } from '#shared/listing-write-schema.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { formatUsPhone } from '#shared/text.ts';

/** A new listing: assisted-living, private rooms on, shared rooms off (docs/product.md §5). */
export const EMPTY_LISTING_FORM: Required<ListingWriteInput> = {
  title: '',
  careType: 'assisted-living',
  description: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  companyWebsite: '',
  pricingStartingAt: '',
  pricingNote: '',
  roomPrices: [],
  careFeeNote: '',
  roomsPrivate: true,
  roomsShared: false,
  capacity: '',
  amenities: [],
  paymentSources: [],
  contactPhoneNumber: '',
  contactEmailAddress: '',
  contactExternalUrl: '',
};

/** The one view → written fields mapping (docs/product.md §3 "The edit form maps this shape back"). */
export function listingToFormValues(listing: ListingView): Required<ListingWriteInput> {
  return {
    title: listing.title,
    careType: listing.careType,
    description: listing.description,
    address: listing.location.address,
    city: listing.location.city,
    state: listing.location.state,
    zipCode: listing.location.zipCode,
    companyWebsite: listing.contact.website ?? '',
    // A claimed listing from public records has no price until its provider gives one.
    pricingStartingAt:
      listing.pricing.startingAt === null ? '' : String(listing.pricing.startingAt),
    pricingNote: listing.pricing.pricingNote ?? '',
    roomPrices: listing.pricing.byRoom.map((room) => ({
      roomType: room.roomType,
      minPrice: String(room.minPrice),
      maxPrice: room.maxPrice === null ? '' : String(room.maxPrice),
    })),
    careFeeNote: listing.pricing.careFeeNote ?? '',
    roomsPrivate: listing.rooms.private,
    roomsShared: listing.rooms.shared,
    capacity: listing.capacity === null ? '' : String(listing.capacity),
    amenities: [...listing.amenities],
    paymentSources: [...listing.paymentSources],
    contactPhoneNumber: listing.contact.phone ? formatUsPhone(listing.contact.phone) : '',
    contactEmailAddress: listing.contact.email ?? '',
    contactExternalUrl: listing.contact.externalUrl ?? '',
  };
}

/** The react-hook-form instance every section receives. */
export type ListingFormApi = UseFormReturn<Required<ListingWriteInput>, unknown, ListingWrite>;
