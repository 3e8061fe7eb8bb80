import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import { toFetchHeaders } from '../http/fetch-headers.ts';
import { dependsOnSession } from '../http/personal-cache.ts';
import { admins, profiles } from '../db/schema/index.ts';

export interface SessionUser {
  id: string;
  email: string;
}

// The session and role are looked up once per request: the preValidation guard and the handler
// both ask, and only the first asks the database.
const sessions = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
const providers = new WeakMap<FastifyRequest, Promise<SessionUser>>();
const adminChecks = new WeakMap<FastifyRequest, Promise<SessionUser>>();

async function lookUpSession(request: FastifyRequest): Promise<SessionUser | null> {
  // A session is a cookie: a request without any (a first visit, a crawler, every signed-out
  // page render's own call) is nobody, without better-auth's work for each (about 0.6 ms).
  if (!request.headers.cookie) return null;
  const session = await request.server.deps.auth.api.getSession({
    headers: toFetchHeaders(request.headers),
  });
  return session ? { id: session.user.id, email: session.user.email } : null;
}

/** The signed-in user, or null. Reads the session from the database via better-auth. */
export function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  let session = sessions.get(request);
  if (!session) {
    dependsOnSession(request);
    session = lookUpSession(request);
    sessions.set(request, session);
  }
  return session;
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return user;
}

async function lookUpProvider(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  const [profile] = await request.server.deps.database.db
    .select({ type: profiles.type })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  if (profile?.type !== 'provider') throw new AppError('PROVIDER_ONLY', 'Provider access only');
  return user;
}

export function requireProvider(request: FastifyRequest): Promise<SessionUser> {
  let provider = providers.get(request);
  if (!provider) {
    provider = lookUpProvider(request);
    providers.set(request, provider);
  }
  return provider;
}

/** Whether this account may use the moderation console (granted from the command line only). */
export async function isAdmin(request: FastifyRequest, userId: string): Promise<boolean> {
  const rows = await request.server.deps.database.db
    .select({ userId: admins.userId })
    .from(admins)
    .where(eq(admins.userId, userId));
  return rows.length > 0;
}

async function lookUpAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!(await isAdmin(request, user.id))) throw new AppError('FORBIDDEN', 'Admin access only');
  return user;
}

export function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  let admin = adminChecks.get(request);
  if (!admin) {
    admin = lookUpAdmin(request);
    adminChecks.set(request, admin);
  }
  return admin;
}

/**
 * preValidation hooks for protected routes: who is calling is settled before the params, query
 * or body are looked at, so a signed-out caller gets 401 (and a seeker 403), never a 400 that
 * would tell them how the route validates.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

export async function providersOnly(request: FastifyRequest): Promise<void> {
  await requireProvider(request);
}

export async function adminsOnly(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}
