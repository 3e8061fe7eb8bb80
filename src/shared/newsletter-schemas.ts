import { z } from 'zod';
import { emailField } from './contact-fields.ts';

export const newsletterSignupSchema = z.object({ email: emailField });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

export const newsletterSignupResultSchema = z.object({ message: z.string() });
export type NewsletterSignupResult = z.infer<typeof newsletterSignupResultSchema>;

export { NEWSLETTER_CONFIRMATION } from './newsletter-messages.ts';
