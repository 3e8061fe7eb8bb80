/** The profile texts of docs/product.md §8. */
export const PROFILE_TEXTS = {
  updated: 'Profile updated successfully!',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  currentPasswordWrong: 'Current password is incorrect',
  emailLocked: 'Email cannot be changed',
} as const;

/** "Error updating profile: {message}", with the clearest message we have. */
export function profileErrorMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Please try again.';
  return `Error updating profile: ${message}`;
}

/** The profile page's own forms, told apart by their hidden `intent` field (the saved searches have theirs). */
export const PROFILE_INTENT = { update: 'profile-update', password: 'password-change' } as const;

/** What /profile says after a form the server handled (`?notice=…`), as the toasts say it. */
export const PROFILE_NOTICES: Record<string, string> = {
  [PROFILE_INTENT.update]: PROFILE_TEXTS.updated,
  [PROFILE_INTENT.password]: PROFILE_TEXTS.passwordChanged,
};
