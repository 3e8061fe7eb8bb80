import type { CareType, PaymentSource } from '#shared/constants.ts';
import { careAndPlace } from '#shared/care-words.ts';
import { distanceAndPlace } from '#shared/distance-words.ts';
import { paymentAndPlace } from '#shared/payment-words.ts';
import { priceAndPlace, type PriceAndPlace } from '#shared/price-words.ts';
import type { BrowseFilters } from './search-params.ts';

type Typed = Pick<
  BrowseFilters,
  'location' | 'types' | 'radius' | 'payment' | 'minPrice' | 'maxPrice'
>;

/**
 * A location as typed, with the care typed before its place moved to the care types, a distance
 * typed with it to the distance, a way of paying to the payment filter and a price to the price
 * range: "assisted living in Seattle" is Seattle, and assisted living (docs/decisions/079);
 * "within 10 miles of Seattle" Seattle, 10 miles (082); "assisted living that takes Medicaid in
 * Florida" Florida, assisted living, Medicaid (104); "memory care under $4,000 in Austin" Austin,
 * memory care, up to $4,000 (105).
 */
export function locationTyped(
  location: string,
  filters: Omit<Typed, 'location' | 'types'> & { types: readonly CareType[] },
): Typed {
  const read = filtersTyped(location);
  const types = [...new Set([...filters.types, ...read.types])];
  const payment = [...new Set([...filters.payment, ...read.payment])];
  const distance = distanceAndPlace(read.place);
  return {
    location: distance ? distance.location : read.place,
    types,
    radius: distance ? distance.miles : filters.radius,
    payment,
    ...priceRange(filters, read.price),
  };
}

/** The price typed, keeping a lowest price chosen before that is still below it. */
function priceRange(
  filters: Pick<BrowseFilters, 'minPrice' | 'maxPrice'>,
  price: Omit<PriceAndPlace, 'location'> | null,
): Pick<BrowseFilters, 'minPrice' | 'maxPrice'> {
  if (!price) return { minPrice: filters.minPrice, maxPrice: filters.maxPrice };
  const kept = filters.minPrice !== null && filters.minPrice <= price.max ? filters.minPrice : null;
  return { minPrice: price.min ?? kept, maxPrice: price.max };
}

/** The care typed with a place, the ways of paying and the price around it, and the place. */
function filtersTyped(location: string) {
  const before = payingWords(location);
  const asked = careAndPlace(before.place);
  if (!asked) return { ...before, types: [] };
  // "assisted living that takes Medicaid in Florida": the words after the care.
  const after = payingWords(asked.location);
  return {
    place: after.place,
    types: asked.types,
    payment: [...before.payment, ...after.payment],
    price: before.price ?? after.price,
  };
}

type PayingWords = { place: string; payment: PaymentSource[]; price: PriceAndPlace | null };

/** Ways of paying and a price typed at the start or the end of the text, read off in turn. */
function payingWords(text: string) {
  const found = {
    place: text,
    payment: [] as PaymentSource[],
    price: null as PriceAndPlace | null,
  };
  for (let read = readOne(found); read; read = readOne(found));
  return found;
}

/** Reads one way of paying, or the price, off the place; whether it read any. */
function readOne(found: PayingWords): boolean {
  const paid = paymentAndPlace(found.place);
  if (paid) {
    found.payment.push(...paid.payment);
    found.place = paid.location;
    return true;
  }
  const priced = found.price ? null : priceAndPlace(found.place);
  if (!priced) return false;
  found.price = priced;
  found.place = priced.location;
  return true;
}
