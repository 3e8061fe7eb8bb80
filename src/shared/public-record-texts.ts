import { formatLongDate } from './long-date.ts';
import { madeOnce } from './made-once.ts';
import type { PublicRecordView } from './public-record-schemas.ts';

// Made on first use: every page loads this module and few show a public record.
const dollars = madeOnce(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);

/** "October 1, 2025" from YYYY-MM-DD, the same on the server and in the browser. */
export const formatAsOf = (date: string) => formatLongDate(new Date(`${date}T00:00:00Z`));

/** The line an unclaimed listing carries (docs/decisions/042). */
export const unclaimedNotice = (asOf: string) =>
  `Details from public records as of ${formatAsOf(asOf)}; not yet claimed by the community`;

/** What each CMS figure means, in plain words (Medicare's Care Compare explains them so). */
export const CMS_MEANINGS = {
  overall:
    "Medicare's overall rating, made from the three ratings below: 5 stars is much above average, 1 star much below.",
  healthInspection:
    'From state health inspections and complaint investigations of the last three years.',
  staffing: 'From nurse staffing hours per resident and how often staff leave.',
  quality:
    'From how residents fare, such as falls, infections, pressure ulcers and hospital stays.',
  totalFines:
    'Federal fines for failing health and safety requirements, over the last three years.',
  abuseCited:
    'Medicare shows its abuse icon: the home was cited for abuse of residents (harm or possible harm) in recent inspections.',
  abuseNotCited: 'Medicare does not show its abuse icon for this home.',
  notRated: 'Not rated by Medicare (too new, or too little data).',
} as const;

/** What a California licence status means for a family. */
export function licenceStatusMeaning(record: Pick<PublicRecordView, 'status' | 'closed'>): string {
  if (record.closed) return 'The licence is closed: the facility may no longer operate.';
  switch (record.status) {
    case 'LICENSED':
      return 'Licensed: the state allows the facility to care for residents.';
    case 'ON PROBATION':
      return 'On probation: the facility may operate under conditions after violations.';
    case 'Certified':
      return 'Certified by Medicare and/or Medicaid in the latest file.';
    default:
      return 'As the agency words it.';
  }
}

export const formatFines = (amount: number) => dollars().format(amount);
