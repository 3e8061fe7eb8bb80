import { communityPath } from '#shared/seo-paths.ts';
import { BRAND } from '#shared/constants.ts';
import type { ListingView } from '#shared/listing-schemas.ts';

/**
 * The contact links a family can follow on a listing (call, e-mail, the provider's own scheduling
 * page); passed to onInquiry, which records each as the analytics' InquiryKind.
 */
export type ContactLinkKind = 'phone' | 'email' | 'external';

const mailto = (to: string, subject: string, body?: string) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;

export const emailHref = (listing: ListingView, email: string) =>
  mailto(email, `Question about ${listing.title}`);

/** Schedule a Tour by email: subject "Tour request: {title}" and a polite pre-filled body. */
export function tourEmailHref(listing: ListingView, email: string) {
  const body = [
    'Hello,',
    '',
    `I found ${listing.title} on ${BRAND} and would like to schedule a tour.`,
    'Could you let me know which days and times are available?',
    '',
    'Thank you,',
    '',
  ].join('\n');
  return mailto(email, `Tour request: ${listing.title}`, body);
}

/** The shareable address of a listing: its own community page. */
export const listingShareUrl = (listing: { id: string; title: string }) =>
  `${window.location.origin}${communityPath(listing)}`;

/** Only http(s) addresses become links; anything else (e.g. a javascript: URL) is dropped. */
export function safeHttpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
