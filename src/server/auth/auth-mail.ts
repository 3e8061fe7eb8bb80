import { EMAIL_VERIFIED_PATH, RESET_PASSWORD_PATH } from '#shared/constants.ts';
import type { Mailer } from '../mail/mailer.ts';

export const AUTH_BASE_PATH = '/api/auth';
/** The pages the existing-account mail links (the web app's /auth and /forgot-password). */
const AUTH_PAGE_PATH = '/auth';
const FORGOT_PASSWORD_PAGE_PATH = '/forgot-password';

interface Recipient {
  email: string;
  name: string;
}

// Every link is built from PUBLIC_URL and the token alone. better-auth's own link carries the
// caller's redirectTo, which it accepts from any origin the request names as its own (its Host
// header): a reset asked for under another host name mailed a link that handed the token to
// that host.

/** The link in the password reset mail: it lands on our reset page with the token. */
export function resetPasswordLink(publicUrl: string, token: string): string {
  const link = new URL(`${publicUrl}${AUTH_BASE_PATH}/reset-password/${encodeURIComponent(token)}`);
  link.searchParams.set('callbackURL', RESET_PASSWORD_PATH);
  return link.href;
}

/** The link in the verification mail: it lands on the page that says how it went. */
export function verifyEmailLink(publicUrl: string, token: string): string {
  const link = new URL(`${publicUrl}${AUTH_BASE_PATH}/verify-email`);
  link.searchParams.set('token', token);
  link.searchParams.set('callbackURL', EMAIL_VERIFIED_PATH);
  return link.href;
}

export function sendResetPasswordMail(mailer: Mailer, user: Recipient, link: string) {
  return mailer.send({
    to: user.email,
    subject: 'Reset your CareNest password',
    text: `Hello ${user.name},\n\nSomeone asked to reset the password of your CareNest account. If it was you, choose a new password here (the link works for one hour):\n${link}\n\nIf it was not you, you can ignore this email.\n`,
  });
}

export function sendVerificationMail(mailer: Mailer, user: Recipient, link: string) {
  return mailer.send({
    to: user.email,
    subject: 'Verify your CareNest email address',
    text: `Hello ${user.name},\n\nPlease confirm your email address for CareNest (the link works for one hour):\n${link}\n`,
  });
}

/**
 * To the owner of an address someone tried to sign up with again: the sign-up answers as for a
 * new address (nobody can probe which addresses have accounts, decision 001), so the person who
 * forgot they had an account learns it here, with the way in.
 */
export function sendExistingAccountMail(mailer: Mailer, user: Recipient, publicUrl: string) {
  return mailer.send({
    to: user.email,
    subject: 'You already have a CareNest account',
    text: `Hello ${user.name},\n\nSomeone just tried to create a CareNest account with this email address, which already has one. If it was you, log in here:\n${publicUrl}${AUTH_PAGE_PATH}\n\nForgot your password? Choose a new one here:\n${publicUrl}${FORGOT_PASSWORD_PAGE_PATH}\n\nIf it was not you, you can ignore this email: nothing has changed.\n`,
  });
}
