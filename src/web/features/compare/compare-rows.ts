import {
  CARE_TYPE_LABELS,
  PAYMENT_SOURCE_LABELS,
  ROOM_TYPES,
  ROOM_TYPE_LABELS,
} from '#shared/constants.ts';
import type { CompareResult } from '#shared/compare-schemas.ts';
import type { ListingDetail } from '#shared/listing-schemas.ts';
import { responseTimeBadge } from '#shared/response-time-label.ts';
import { formatMonthlyPrice, formatRating, formatReviewCount } from '#web/lib/listing-format.ts';

/** One entry of a list cell; `everywhere` is false when some compared community lacks it. */
export type CompareItem = { text: string; everywhere: boolean };
export type CompareCell = { text: string } | { items: CompareItem[]; none: string };
export type CompareRow = { label: string; cells: CompareCell[]; differs: boolean };

const text = (value: string): CompareCell => ({ text: value });

function rating(l: ListingDetail): string {
  // Real reviews only (docs/architecture.md §5.1): no count, no rating.
  if (l.rating === null || l.reviewCount === 0) return 'No reviews yet';
  return `${formatRating(l.rating)} out of 5 (${formatReviewCount(l.reviewCount)})`;
}

const rooms = (l: ListingDetail) =>
  ROOM_TYPES.filter((t) => l.rooms[t]).map((t) => ROOM_TYPE_LABELS[t]);

/** Each listing's entries, marked by whether every compared listing has them. */
function listCells(all: string[][], none: string): CompareCell[] {
  return all.map((entries) => ({
    none,
    items: entries.map((entry) => ({
      text: entry,
      everywhere: all.every((other) => other.includes(entry)),
    })),
  }));
}

const cellKey = (cell: CompareCell) =>
  'text' in cell ? cell.text : [...cell.items.map((i) => i.text)].sort().join('\n');

function row(label: string, cells: CompareCell[]): CompareRow {
  return { label, cells, differs: new Set(cells.map(cellKey)).size > 1 };
}

function distance(l: ListingDetail): string {
  const miles = l.location.distanceFromCenter;
  if (miles === null) return 'Not known';
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
}

/**
 * The comparison's rows, each saying whether its values differ (docs/decisions/044). The
 * distance row is there only when distances were measured from a place (a city or a ZIP).
 */
export function compareRows(result: CompareResult): CompareRow[] {
  const ls = result.listings;
  const rows = [
    row(
      'Starting price',
      ls.map((l) => text(formatMonthlyPrice(l.pricing.startingAt))),
    ),
    row(
      'Care type',
      ls.map((l) => text(CARE_TYPE_LABELS[l.careType])),
    ),
    row('Room types', listCells(ls.map(rooms), 'Not listed')),
    row(
      'Capacity',
      ls.map((l) => text(l.capacity === null ? 'Not listed' : `${l.capacity} residents`)),
    ),
    row(
      'Amenities',
      listCells(
        ls.map((l) => l.amenities),
        'None listed',
      ),
    ),
    row(
      'Payment accepted',
      listCells(
        ls.map((l) => l.paymentSources.map((p) => PAYMENT_SOURCE_LABELS[p])),
        'Not listed',
      ),
    ),
    row(
      'Rating',
      ls.map((l) => text(rating(l))),
    ),
    row(
      'Response time',
      ls.map((l) => text(responseTimeBadge(l.responseTime) ?? 'Too few tour requests to say')),
    ),
  ];
  if (result.place && result.place.kind !== 'state') {
    rows.push(
      row(
        `Distance from ${result.place.label}`,
        ls.map((l) => text(distance(l))),
      ),
    );
  }
  return rows;
}
