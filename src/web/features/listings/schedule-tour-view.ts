import { BRAND } from '#shared/constants.ts';
import { displayPhone } from '#shared/text.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { telHref } from '#web/lib/tel-href.ts';
import { safeHttpUrl, tourEmailHref, type ContactLinkKind } from './contact-links.ts';

/** One way to arrange a visit, in the order the dialog offers them. */
export type TourChoice =
  { kind: ContactLinkKind; href: string; detail: string } | { kind: 'request'; detail: string };

/**
 * docs/product.md §2 "Schedule a Tour": each contact method the provider gave (an external address only when
 * it is http(s)), then a tour request through CareNest when the listing can take one.
 */
export function tourChoices(listing: ListingView, canRequest: boolean): TourChoice[] {
  const { phone, email } = listing.contact;
  const externalUrl = safeHttpUrl(listing.contact.externalUrl);
  const choices: (TourChoice | false | null)[] = [
    !!phone && { kind: 'phone', href: telHref(phone), detail: displayPhone(phone) },
    !!email && { kind: 'email', href: tourEmailHref(listing, email), detail: email },
    !!externalUrl && {
      kind: 'external',
      href: externalUrl,
      detail: "Book a time on the provider's website",
    },
    canRequest && { kind: 'request', detail: `Send your preferred time through ${BRAND}` },
  ];
  return choices.filter((choice): choice is TourChoice => !!choice);
}

/** What the dialog shows: the choices, that there are none, the request form, or the receipt. */
export type TourDialogView = 'choose' | 'none' | 'request' | 'sent';

export function tourDialogView(
  step: 'choose' | 'request',
  sent: boolean,
  choiceCount: number,
): TourDialogView {
  if (sent) return 'sent';
  if (step === 'request') return 'request';
  return choiceCount > 0 ? 'choose' : 'none';
}

export function tourDialogHeading(
  view: TourDialogView,
  listingTitle: string,
): { title: string; description: string } {
  switch (view) {
    case 'choose':
      return {
        title: 'Schedule a Tour',
        description: `Choose how you would like to contact ${listingTitle} to arrange a visit.`,
      };
    case 'none':
      return {
        title: 'Schedule a Tour',
        description: "This provider hasn't set up contact preferences yet. Please try again later.",
      };
    default:
      return {
        title: 'Request a tour',
        description: `Tell ${listingTitle} when you would like to visit.`,
      };
  }
}
