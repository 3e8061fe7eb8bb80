import type { ProfileView } from '#shared/auth-schemas.ts';

/** The one or two letters an account's avatar shows when it has no photo (header and profile). */
export function initialsOf(profile: Pick<ProfileView, 'name' | 'email'>): string {
  const words = profile.name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [profile.email[0] ?? '?'];
  return letters.join('').toUpperCase();
}
