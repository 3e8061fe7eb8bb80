import { BRAND } from '#shared/constants.ts';
import { communityPath } from '#shared/seo-paths.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** Tells the reviewer that the community answered their review in public. */
export function replyNotice(opts: {
  to: string;
  reviewerName: string | null;
  listing: { id: string; title: string };
  text: string;
  publicUrl: string;
}): MailMessage {
  const name = opts.reviewerName?.trim();
  return {
    to: opts.to,
    subject: `${opts.listing.title} replied to your review`,
    text: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      `${opts.listing.title} replied in public to the review you wrote on ${BRAND}:`,
      '',
      opts.text,
      '',
      `See it under your review: ${opts.publicUrl}${communityPath(opts.listing)}#reviews`,
      '',
      `— The ${BRAND} team`,
    ].join('\n'),
  };
}
