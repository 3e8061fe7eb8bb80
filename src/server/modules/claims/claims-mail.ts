import { BRAND } from '#shared/constants.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** Tells a provider how their claim of an unclaimed listing was decided (docs/decisions/043). */
export function claimDecisionMail(opts: {
  to: string;
  listingTitle: string;
  approved: boolean;
  publicUrl: string;
}): MailMessage {
  const lines = opts.approved
    ? [
        `Your claim of ${opts.listingTitle} was approved: the listing is yours now.`,
        '',
        'Families see it as your community. Add your prices, photos and description from your',
        `dashboard: ${opts.publicUrl}/dashboard?tab=listings`,
      ]
    : [
        `Your claim of ${opts.listingTitle} was not approved.`,
        '',
        `If you run this community, reply to this e-mail with proof (such as its licence) and ${BRAND}`,
        'will look at it again.',
      ];
  return {
    to: opts.to,
    subject: `Your claim of ${opts.listingTitle} was ${opts.approved ? 'approved' : 'not approved'}`,
    text: ['Hello,', '', ...lines, '', `— The ${BRAND} team`].join('\n'),
  };
}
