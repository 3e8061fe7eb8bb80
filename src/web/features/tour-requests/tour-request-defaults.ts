import type { ProfileView } from '#shared/auth-schemas.ts';
import type { TourRequestInput } from '#shared/tour-request-schemas.ts';

/**
 * A fresh tour request: a signed-in family's name, email and phone come from their profile (a
 * visitor types them), one morning visitor, answers by email, and the honeypot left empty.
 */
export function tourRequestDefaults(
  profile: Pick<ProfileView, 'name' | 'email' | 'phone'> | null,
): TourRequestInput {
  return {
    name: profile?.name ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    preferredDate: '',
    timeOfDay: 'morning',
    visitors: 1,
    message: '',
    contactPreference: 'email',
    website: '',
  };
}
