import { z } from 'zod';
import { TEXT_LIMITS } from './constants.ts';

export const newsletterSignupSchema = z.object({
  email: z
    .email('Please enter a valid email address')
    .max(TEXT_LIMITS.email, 'Please enter a valid email address'),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

export const newsletterSignupResultSchema = z.object({ message: z.string() });
export type NewsletterSignupResult = z.infer<typeof newsletterSignupResultSchema>;

export { NEWSLETTER_CONFIRMATION } from './newsletter-messages.ts';
