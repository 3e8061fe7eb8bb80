import type { ProfileView } from '#shared/auth-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { deleteStoredImage, ingestImage } from '../../storage/ingest-image.ts';
import type { Storage } from '../../storage/storage.ts';
import { findProfile, updateProfile, type ProfileWithAccount } from './me.repo.ts';

export function toProfileView(row: ProfileWithAccount): ProfileView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    type: row.type,
    profileImage: row.profileImage,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerified,
    ...(row.type === 'provider' ? { company: row.company } : {}),
  };
}

export async function getProfileView(db: Db, userId: string): Promise<ProfileView> {
  const row = await findProfile(db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  return toProfileView(row);
}

export async function updateMyProfile(
  db: Db,
  userId: string,
  changes: { name: string; phone: string },
): Promise<ProfileView> {
  const row = await updateProfile(db, userId, changes);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  return getProfileView(db, userId);
}

/** Stores a new avatar through the image pipeline and removes the one it replaces. */
export async function replaceAvatar(
  db: Db,
  storage: Storage,
  userId: string,
  data: Buffer,
): Promise<ProfileView> {
  const before = await findProfile(db, userId);
  if (!before) throw new AppError('NOT_FOUND', 'Profile not found');
  const image = await ingestImage(storage, {
    data,
    keyPrefix: `avatars/${userId}`,
    maxDimension: 512,
    smallCopy: false,
  });
  await updateProfile(db, userId, { profileImage: image.url });
  if (before.profileImage) await deleteStoredImage(storage, before.profileImage);
  return getProfileView(db, userId);
}
