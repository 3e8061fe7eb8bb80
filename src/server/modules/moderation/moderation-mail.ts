import { BRAND } from '#shared/constants.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** Tells a reviewer that CareNest removed their review, and why. */
export function reviewRemovedMail(opts: {
  to: string;
  name: string | null;
  listingTitle: string;
  reason: string;
}): MailMessage {
  const name = opts.name?.trim();
  return {
    to: opts.to,
    subject: `Your review of ${opts.listingTitle} was removed`,
    text: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      `${BRAND} removed your review of ${opts.listingTitle} after it was reported.`,
      '',
      'Why:',
      opts.reason,
      '',
      'The same rules apply to every review, positive or negative. You may write a new review of your',
      'own first-hand experience that follows them.',
      '',
      `— The ${BRAND} team`,
    ].join('\n'),
  };
}

/** Tells a provider that CareNest unpublished their listing, and why. */
export function listingUnpublishedMail(opts: {
  to: string;
  listingTitle: string;
  reason: string;
  publicUrl: string;
}): MailMessage {
  return {
    to: opts.to,
    subject: `${opts.listingTitle} was unpublished`,
    text: [
      'Hello,',
      '',
      `${BRAND} unpublished your listing ${opts.listingTitle} after it was reported. Families no longer see it.`,
      '',
      'Why:',
      opts.reason,
      '',
      `You still see it in your dashboard: ${opts.publicUrl}/dashboard?tab=listings`,
      `Reply to this e-mail once it is corrected and we will look at it again.`,
      '',
      `— The ${BRAND} team`,
    ].join('\n'),
  };
}
