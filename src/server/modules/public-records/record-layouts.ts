import type { PublicRecordSource } from '#shared/public-record-schemas.ts';
import { US_PHONE_DIGITS } from '#shared/constants.ts';
import { digitsOf, formatUsPhone } from '#shared/text.ts';

/** One facility read from an agency's file, before it is stored (docs/decisions/042). */
export interface ParsedRecord {
  source: PublicRecordSource;
  sourceId: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
  email: string | null;
  lat: number | null;
  lng: number | null;
  facilityType: string | null;
  status: string;
  closed: boolean;
  capacity: number | null;
  overallRating: number | null;
  healthInspectionRating: number | null;
  staffingRating: number | null;
  qualityRating: number | null;
  totalFines: number | null;
  abuseIcon: boolean | null;
  asOf: string;
}

/** A row the import cannot use: it is reported with this reason and the import goes on. */
export class RowError extends Error {}

/** "ZIP Code", "zip_code" and "ZIP CODE" name the same column (the agencies' files and their
 * open-data portal copies spell headers differently). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export type Row = Record<string, string | undefined>;

const text = (row: Row, column: string) => (row[headerKey(column)] ?? '').trim();

function required(row: Row, column: string): string {
  const value = text(row, column);
  if (!value) throw new RowError(`"${column}" is empty`);
  return value;
}

const optional = (row: Row, column: string) => text(row, column) || null;

/** A ZIP as published; spreadsheet exports drop leading zeros ("2134" is 02134). */
function zip(row: Row, column: string): string {
  const value = required(row, column);
  const five = /^\d{3,4}$/.test(value) ? value.padStart(5, '0') : value.slice(0, 5);
  if (!/^\d{5}$/.test(five) || !/^\d{5}(-?\d{4})?$/.test(value.padStart(5, '0')))
    throw new RowError(`"${column}" is not a ZIP code: "${value}"`);
  return five;
}

function state(row: Row, column: string): string {
  const value = required(row, column).toUpperCase();
  if (!/^[A-Z]{2}$/.test(value)) throw new RowError(`"${column}" is not a state: "${value}"`);
  return value;
}

function wholeNumber(row: Row, column: string): number | null {
  const value = text(row, column).replace(/,/g, '');
  if (!value) return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new RowError(`"${column}" is not a whole number: "${value}"`);
  return n;
}

function stars(row: Row, column: string): number | null {
  const n = wholeNumber(row, column);
  if (n !== null && (n < 1 || n > 5)) throw new RowError(`"${column}" is not 1 to 5 stars: ${n}`);
  return n;
}

function dollars(row: Row, column: string): number | null {
  const value = text(row, column).replace(/[$,]/g, '');
  if (!value) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new RowError(`"${column}" is not an amount: "${value}"`);
  return n;
}

function coordinate(row: Row, column: string, limit: number): number | null {
  const value = text(row, column);
  if (!value) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || Math.abs(n) > limit)
    throw new RowError(`"${column}" is not a coordinate: "${value}"`);
  return n;
}

function yesNo(row: Row, column: string): boolean | null {
  const value = text(row, column).toUpperCase();
  if (!value) return null;
  if (value === 'Y' || value === 'YES') return true;
  if (value === 'N' || value === 'NO') return false;
  throw new RowError(`"${column}" is not Y or N: "${value}"`);
}

/** YYYY-MM-DD from "2025-10-01" or "10/01/2025". */
export function isoDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : null;
  if (!parts) return null;
  const [y, m, d] = parts;
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? null : date;
}

const phone = (row: Row, column: string) => {
  const value = text(row, column);
  return digitsOf(value).length >= US_PHONE_DIGITS ? formatUsPhone(value) : null;
};

/** The columns each layout cannot do without; a file missing one is refused whole. */
export const REQUIRED_COLUMNS: Record<PublicRecordSource, string[]> = {
  'cms-nursing-homes': [
    'CMS Certification Number (CCN)',
    'Provider Name',
    'Provider Address',
    'City/Town',
    'State',
    'ZIP Code',
    'Processing Date',
  ],
  'ca-rcfe': [
    'Facility Number',
    'Facility Name',
    'Facility Address',
    'Facility City',
    'Facility State',
    'Facility Zip',
    'Facility Status',
  ],
};

/** One row of CMS's "Provider Information" file (Nursing Homes including rehab services). */
export function parseCmsRow(row: Row): ParsedRecord {
  const ccn = required(row, 'CMS Certification Number (CCN)').toUpperCase();
  if (!/^[0-9A-Z]{6}$/.test(ccn))
    throw new RowError(`"CMS Certification Number (CCN)" is not six characters: "${ccn}"`);
  const asOf = isoDate(required(row, 'Processing Date'));
  if (!asOf)
    throw new RowError(`"Processing Date" is not a date: "${text(row, 'Processing Date')}"`);
  return {
    source: 'cms-nursing-homes',
    sourceId: ccn,
    name: required(row, 'Provider Name'),
    address: required(row, 'Provider Address'),
    city: required(row, 'City/Town'),
    state: state(row, 'State'),
    zipCode: zip(row, 'ZIP Code'),
    phone: phone(row, 'Telephone Number'),
    email: null,
    lat: coordinate(row, 'Latitude', 90),
    lng: coordinate(row, 'Longitude', 180),
    facilityType: optional(row, 'Provider Type'),
    // The file lists the nursing homes certified at its date; one missing from a later file is
    // closed by the import (docs/decisions/042).
    status: 'Certified',
    closed: false,
    capacity: wholeNumber(row, 'Number of Certified Beds'),
    overallRating: stars(row, 'Overall Rating'),
    healthInspectionRating: stars(row, 'Health Inspection Rating'),
    staffingRating: stars(row, 'Staffing Rating'),
    qualityRating: stars(row, 'QM Rating'),
    totalFines: dollars(row, 'Total Amount of Fines in Dollars'),
    abuseIcon: yesNo(row, 'Abuse Icon'),
    asOf,
  };
}

const RCFE_TYPES = /RESIDENTIAL CARE ELDERLY|RCFE/i;

/** One row of California's licensed Residential Care Facilities for the Elderly file. */
export function parseCaRow(row: Row, asOf: string): ParsedRecord {
  const number = required(row, 'Facility Number');
  if (!/^\d{6,9}$/.test(number))
    throw new RowError(`"Facility Number" is not a licence number: "${number}"`);
  const type = optional(row, 'Facility Type');
  if (type && !RCFE_TYPES.test(type))
    throw new RowError(`not a residential care facility for the elderly: "${type}"`);
  const status = required(row, 'Facility Status').toUpperCase();
  return {
    source: 'ca-rcfe',
    // The state's pages name a facility by its nine-digit number.
    sourceId: number.padStart(9, '0'),
    name: required(row, 'Facility Name'),
    address: required(row, 'Facility Address'),
    city: required(row, 'Facility City'),
    state: state(row, 'Facility State'),
    zipCode: zip(row, 'Facility Zip'),
    phone: phone(row, 'Facility Telephone Number'),
    email: optional(row, 'Facility Email'),
    lat: null,
    lng: null,
    facilityType: type,
    status,
    closed: status === 'CLOSED',
    capacity: wholeNumber(row, 'Facility Capacity'),
    overallRating: null,
    healthInspectionRating: null,
    staffingRating: null,
    qualityRating: null,
    totalFines: null,
    abuseIcon: null,
    asOf,
  };
}

/** Whether families see the record's unclaimed listing: licensed (or certified) and open. A
 * pending licence is not a licence yet (docs/decisions/042). */
export const isListable = (r: Pick<ParsedRecord, 'closed' | 'status'>) =>
  !r.closed && r.status !== 'PENDING';
