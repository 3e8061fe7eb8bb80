import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ListingWrite } from '#shared/listing-write-schema.ts';
import { jsonResponse, stubFetch, type SentRequest } from '#web/test/fetch.ts';
import { listingViewOf } from '#web/test/listing-view.ts';
import { renderInApp } from '#web/test/render.tsx';
import { ListingForm } from './listing-form.tsx';

// Shared by the listing form's component tests (*.test.tsx beside it).

export const NEW_LISTING_ID = 'listing-new';

/** The create form on /create-listing, with the API answering as the server does. */
export function renderCreateListingForm() {
  const sent = stubFetch(answerLikeTheApi);
  return { sent, ...renderInApp(<ListingForm />, { url: '/create-listing' }) };
}

function answerLikeTheApi({ method, url, body }: SentRequest) {
  if (method === 'POST' && url === '/api/provider/listings') {
    return jsonResponse(201, listingViewOf(NEW_LISTING_ID, body as ListingWrite));
  }
  if (method === 'POST' && url === `/api/provider/listings/${NEW_LISTING_ID}/images`) {
    return jsonResponse(201, { images: ['/media/listings/one.webp'] });
  }
  return jsonResponse(404, {});
}

/** What a provider types into the required fields of sections 1 and 2. */
export const REQUIRED_TEXT = {
  'Listing Title': 'Willow Creek Assisted Living',
  Description: 'A calm community with attentive staff, garden walks and home-cooked meals.',
  'Street Address': '455 Willow Creek Rd',
  City: 'Portland',
  State: 'OR',
  'ZIP Code': '97214',
} as const;

/** Pasted rather than typed key by key: the same change events, a fraction of the time. */
export async function fillRequiredText(user: UserEvent) {
  for (const [label, text] of Object.entries(REQUIRED_TEXT)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
}

/** The body those fields send, every optional field left as the form starts it. */
export function bodyWith(changes: Partial<ListingWrite>): ListingWrite {
  return {
    title: REQUIRED_TEXT['Listing Title'],
    careType: 'assisted-living',
    description: REQUIRED_TEXT.Description,
    address: REQUIRED_TEXT['Street Address'],
    city: REQUIRED_TEXT.City,
    state: REQUIRED_TEXT.State,
    zipCode: REQUIRED_TEXT['ZIP Code'],
    companyWebsite: null,
    pricingStartingAt: 0,
    pricingNote: null,
    roomPrices: [],
    careFeeNote: null,
    roomsPrivate: true,
    roomsShared: false,
    capacity: null,
    amenities: [],
    paymentSources: [],
    contactPhoneNumber: null,
    contactEmailAddress: null,
    contactExternalUrl: null,
    ...changes,
  };
}

/** A PNG's first bytes: the form reads them before it takes a file (image-signature.ts). */
const PNG_START = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A file the form takes as a PNG photo. */
export const pngFile = (name: string) => new File([PNG_START], name, { type: 'image/png' });
