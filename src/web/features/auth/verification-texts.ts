// Shared by the verification banner (in every page's first load, so no zod here) and the
// /email-verified page.
export const VERIFICATION_TEXTS = {
  verified: 'Your email address is verified.',
  resendFailed: 'Failed to send a new link. Please try again.',
  resentTo: (email: string) => `A new link is on its way to ${email}. It works for one hour.`,
  resent: (email: string) =>
    `If ${email} has an account that still needs verifying, a new link is on its way. It works for one hour.`,
} as const;
