import type { ProfileView } from '#shared/auth-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findProfile, type ProfileRow } from './me.repo.ts';

export function toProfileView(row: ProfileRow): ProfileView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    type: row.type,
    profileImage: row.profileImage,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    ...(row.type === 'provider' ? { company: row.company } : {}),
  };
}

export async function getProfileView(db: Db, userId: string): Promise<ProfileView> {
  const row = await findProfile(db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  return toProfileView(row);
}
