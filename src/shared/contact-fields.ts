import { z } from 'zod';
import { TEXT_LIMITS, US_PHONE_DIGITS } from './constants.ts';
import { isUsPhoneNumber } from './text.ts';

// The e-mail and phone rules of every form and request that takes them (docs/product.md §5):
// sign-up, sign-in, password reset, profile, newsletter, tour requests and the listing form.

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const EMAIL_TOO_LONG_MESSAGE = `Email must be at most ${TEXT_LIMITS.email} characters`;
export const PHONE_MESSAGE = `Phone number must be ${US_PHONE_DIGITS} digits`;

/** What is typed in an e-mail box, trimmed: at most 254 characters (what SMTP can deliver to). */
const emailText = z.string().trim().max(TEXT_LIMITS.email, EMAIL_TOO_LONG_MESSAGE);
const emailFormat = z.email(EMAIL_MESSAGE);

/** An e-mail address as people type it. */
export const emailField = emailText.pipe(emailFormat);

/** Empty, or an e-mail address (a contact address a form may leave out). */
export const optionalEmailField = emailText.refine(
  (v) => v === '' || emailFormat.safeParse(v).success,
  EMAIL_MESSAGE,
);

/**
 * Empty, or a US phone number: ten digits with any punctuation, never longer than a typed number
 * with its punctuation. The text stays as typed; each schema decides how it is stored.
 */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(TEXT_LIMITS.phone, PHONE_MESSAGE)
  .refine((v) => v === '' || isUsPhoneNumber(v), PHONE_MESSAGE);
