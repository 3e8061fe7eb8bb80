import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  TEXT_LIMITS,
} from './constants.ts';
import { emailField, optionalPhoneField } from './contact-fields.ts';
import { formatUsPhone } from './text.ts';

// Shared by the auth forms and the server's sign-up validation.

const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;

/** Every new password: 8 to 128 characters (checked before any costly work on it). */
export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);

/** A person's full name, the same on sign-up and on the profile. */
export const personNameField = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(TEXT_LIMITS.name, `Name must be at most ${TEXT_LIMITS.name} characters`);

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    type: z.enum(ACCOUNT_TYPES, { error: 'Choose Family Member or Care Provider' }),
    name: personNameField('Full name is required'),
    company: z
      .string()
      .trim()
      .max(TEXT_LIMITS.company, `Company name must be at most ${TEXT_LIMITS.company} characters`)
      .optional(),
    email: emailField,
    password: newPasswordField,
  })
  .refine((v) => v.type !== 'provider' || (v.company ?? '').length > 0, {
    path: ['company'],
    message: 'Company name is required',
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The sign-up form adds the terms checkbox, which never leaves the browser. */
export const signUpFormSchema = signUpSchema.and(
  z.object({
    acceptTerms: z.literal(true, { error: 'You must agree to the Terms and Privacy Policy' }),
  }),
);
export type SignUpFormInput = z.infer<typeof signUpFormSchema>;

export const profileViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  profileImage: z.string().nullable(),
  phone: z.string(),
  createdAt: z.string(),
  /** False until the person opens the link in the verification email. */
  emailVerified: z.boolean(),
  company: z.string().nullable().optional(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

export const publicConfigSchema = z.object({
  socialProviders: z.object({ google: z.boolean(), facebook: z.boolean() }),
  /** Plans are paid through Stripe (checkout, portal) instead of activating directly. */
  billing: z.boolean(),
  /** MAP_STYLE_URL: the browse map's style; null draws the built-in outlines (decision 046). */
  mapStyleUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** PATCH /api/me and the profile form: only name and phone can change. */
export const profileUpdateSchema = z.object({
  name: personNameField('Name is required'),
  phone: optionalPhoneField.transform(formatUsPhone),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const passwordResetRequestSchema = signInSchema.pick({ email: true });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const newPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'Enter your current password') })
  .and(newPasswordSchema);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
