import { createHash, randomBytes } from 'node:crypto';
import { TOUR_MESSAGES } from '#shared/tour-request-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { toFamilyView } from './tour-request-view.ts';
import * as repo from './tour-requests.repo.ts';

/**
 * A signed-out family's private link to one request (docs/decisions/026-visitor-tour-request-links.md):
 * 32 random bytes, sent once by email; the database keeps only its SHA-256, so a copy of the
 * table opens no request. A plain hash is enough: the token is random, not a guessable password.
 */
export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

export const hashAccessToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** The path of the page a link opens. */
export const tourRequestLinkPath = (token: string) => `/tour-requests/${token}`;

/** The request a link opens; an unknown link answers like a missing request. */
export async function getRequestByToken(db: Db, token: string) {
  const row = await repo.findByTokenHash(db, hashAccessToken(token));
  if (!row) throw new AppError('NOT_FOUND', TOUR_MESSAGES.notFound);
  return toFamilyView(row);
}

/** Withdraws the request a link opens (again: no change); unknown links answer 404. */
export async function withdrawRequestByToken(db: Db, token: string) {
  const id = await repo.withdrawByTokenHash(db, hashAccessToken(token));
  if (!id) throw new AppError('NOT_FOUND', TOUR_MESSAGES.notFound);
  return toFamilyView((await repo.findTourRequest(db, id))!);
}
