/** The profile texts of docs/product.md §8. */
export const PROFILE_TEXTS = {
  updated: 'Profile updated successfully!',
  emailLocked: 'Email cannot be changed',
} as const;

/** "Error updating profile: {message}", with the clearest message we have. */
export function profileErrorMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Please try again.';
  return `Error updating profile: ${message}`;
}
