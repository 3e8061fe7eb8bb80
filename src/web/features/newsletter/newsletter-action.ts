import { formAction, parseForm } from '#web/lib/form-action.ts';
import { subscribeToNewsletter } from './api/subscribe.ts';

/** Where the newsletter box says it worked, after a subscription sent without the script. */
export const SUBSCRIBED_PARAM = 'subscribed';
export const NEWSLETTER_ANCHOR = 'newsletter';

/**
 * The newsletter box sent without the page's script (a page's route action): the same API call,
 * made by the server, then back to the page with the confirmation.
 */
export const newsletterAction = formAction(
  'Failed to subscribe. Please try again.',
  async ({ api, fields, request }) => {
    // Loaded here, on the server: with zod it is not part of the page's first load.
    const { newsletterSignupSchema } = await import('#shared/newsletter-schemas.ts');
    await subscribeToNewsletter(parseForm(newsletterSignupSchema, { email: fields.email }), api);
    return `${new URL(request.url).pathname}?${SUBSCRIBED_PARAM}=1#${NEWSLETTER_ANCHOR}`;
  },
);
