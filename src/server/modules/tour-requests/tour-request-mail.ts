import { format, parseISO } from 'date-fns';
import { BRAND } from '#shared/constants.ts';
import {
  CONTACT_PREFERENCE_LABELS,
  TIME_OF_DAY_LABELS,
  type TourRequestData,
} from '#shared/tour-request-schemas.ts';
import type { MailMessage } from '../../mail/mailer.ts';

const when = (data: TourRequestData) =>
  `${format(parseISO(data.preferredDate), 'EEEE, MMMM d, yyyy')}, ${TIME_OF_DAY_LABELS[data.timeOfDay].toLowerCase()}`;

/**
 * Signed in, the family follows the request on their profile; signed out, they have no profile,
 * so the mail carries the private link to this one request instead.
 */
const followUp = (publicUrl: string, linkUrl: string | null) =>
  linkUrl
    ? [
        `To see this request or withdraw it, open this private link (anyone with it can do the same, so keep it to yourself):`,
        linkUrl,
      ]
    : [
        `Signed in to ${BRAND}, you can follow its status or withdraw it on your profile: ${publicUrl}/profile`,
      ];

export function familyConfirmation(
  data: TourRequestData,
  listingTitle: string,
  links: { publicUrl: string; linkUrl: string | null },
): MailMessage {
  return {
    to: data.email,
    subject: `Your tour request for ${listingTitle}`,
    text: [
      `Hello ${data.name},`,
      '',
      `Your request to visit ${listingTitle} has been sent to that community, and to no one else.`,
      `Preferred time: ${when(data)}; visitors: ${data.visitors}.`,
      `How they may contact you: ${CONTACT_PREFERENCE_LABELS[data.contactPreference].toLowerCase()}.`,
      '',
      'What happens next: the community reviews your request and contacts you to confirm a time.',
      ...followUp(links.publicUrl, links.linkUrl),
      '',
      `Your details are used for this request only. — The ${BRAND} team`,
    ].join('\n'),
  };
}

export function providerNotice(
  data: TourRequestData,
  listingTitle: string,
  to: string,
  publicUrl: string,
): MailMessage {
  const phone = data.contactPreference === 'phone' && data.phone ? data.phone : null;
  return {
    to,
    subject: `New tour request for ${listingTitle}`,
    text: [
      `A family asked to visit ${listingTitle} through ${BRAND}.`,
      '',
      `Name: ${data.name}`,
      `Email: ${data.email}`,
      phone ? `Phone: ${phone}` : 'Contact by email only (the family did not allow calls).',
      `Preferred time: ${when(data)}`,
      `Visitors: ${data.visitors}`,
      ...(data.message ? ['', 'Message:', data.message] : []),
      '',
      `Answer it and track its status under Inquiries: ${publicUrl}/dashboard?tab=inquiries`,
      `This request was sent to your community only. Please use these details for this request alone.`,
    ].join('\n'),
  };
}
