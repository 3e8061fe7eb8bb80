import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import { profiles } from '../db/schema/index.ts';

export interface SessionUser {
  id: string;
  email: string;
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The signed-in user, or null. Reads the session from the database via better-auth. */
export async function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  const session = await request.server.deps.auth.api.getSession({ headers: headersOf(request) });
  return session ? { id: session.user.id, email: session.user.email } : null;
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return user;
}

export async function requireProvider(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  const [profile] = await request.server.deps.database.db
    .select({ type: profiles.type })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  if (profile?.type !== 'provider') throw new AppError('FORBIDDEN', 'Provider access only');
  return user;
}
