import type { CareType, PaymentSource } from '#shared/constants.ts';
import { careAndPlace } from '#shared/care-words.ts';
import { distanceAndPlace } from '#shared/distance-words.ts';
import { paymentAndPlace } from '#shared/payment-words.ts';
import type { BrowseFilters } from './search-params.ts';

/**
 * A location as typed, with the care typed before its place moved to the care types, a distance
 * typed with it to the distance and a way of paying to the payment filter: "assisted living in
 * Seattle" is Seattle, and assisted living (docs/decisions/079); "within 10 miles of Seattle"
 * Seattle, 10 miles (082); "assisted living that takes Medicaid in Florida" Florida, assisted
 * living, Medicaid (104).
 */
export function locationTyped(
  location: string,
  filters: { types: readonly CareType[]; radius: number | null; payment: readonly PaymentSource[] },
): Pick<BrowseFilters, 'location' | 'types' | 'radius' | 'payment'> {
  const read = filtersTyped(location);
  const types = [...new Set([...filters.types, ...read.types])];
  const payment = [...new Set([...filters.payment, ...read.payment])];
  const distance = distanceAndPlace(read.place);
  return distance
    ? { location: distance.location, types, radius: distance.miles, payment }
    : { location: read.place, types, radius: filters.radius, payment };
}

/** The way of paying and the care typed with a place, and the place. */
function filtersTyped(location: string) {
  const paid = paymentAndPlace(location);
  const text = paid ? paid.location : location;
  const payment = paid ? paid.payment : [];
  const asked = careAndPlace(text);
  if (!asked) return { place: text, types: [], payment };
  // "assisted living that takes Medicaid in Florida": the way of paying after the care.
  const paidAfterCare = paymentAndPlace(asked.location);
  return paidAfterCare
    ? {
        place: paidAfterCare.location,
        types: asked.types,
        payment: [...payment, ...paidAfterCare.payment],
      }
    : { place: asked.location, types: asked.types, payment };
}
