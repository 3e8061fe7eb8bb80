import { CircleAlert } from 'lucide-react';
import { PRICED_ROOM_TYPE_LABELS } from '#shared/constants.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { priceConfirmation } from '#shared/room-prices.ts';
import { formatDollars } from '#web/lib/listing-format.ts';

type Pricing = ListingView['pricing'];

const range = ({ minPrice, maxPrice }: Pricing['byRoom'][number]) =>
  maxPrice === null || maxPrice === minPrice
    ? formatDollars(minPrice)
    : `${formatDollars(minPrice)} – ${formatDollars(maxPrice)}`;

/** The monthly price of each kind of unit the community prices (docs/decisions/048). */
export function RoomPriceTable({ pricing }: { pricing: Pricing }) {
  if (pricing.byRoom.length === 0) return null;
  return (
    <table className="w-full max-w-md text-left text-sm">
      <caption className="mb-1 text-left font-medium">Monthly prices by room type</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Room type</th>
          <th scope="col">Monthly price</th>
        </tr>
      </thead>
      <tbody>
        {pricing.byRoom.map((room) => (
          <tr key={room.roomType} className="border-b border-border last:border-0">
            <th scope="row" className="py-1.5 pr-4 font-normal">
              {PRICED_ROOM_TYPE_LABELS[room.roomType]}
            </th>
            <td className="py-1.5 font-medium">{range(room)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Prices confirmed on …", or a warning once they have not been confirmed for 180 days. */
export function PriceConfirmation({ pricing }: { pricing: Pricing }) {
  const confirmation = priceConfirmation(pricing.confirmedAt);
  if (!confirmation) return null;
  if (confirmation.fresh) {
    return <p className="text-sm text-muted-foreground">{confirmation.text}</p>;
  }
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-accent">
      <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
      {confirmation.text}
    </p>
  );
}
