import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { newPasswordField, signUpSchema } from '#shared/auth-schemas.ts';
import { type AccountType, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  AUTH_BASE_PATH,
  resetPasswordLink,
  sendExistingAccountMail,
  sendResetPasswordMail,
  sendVerificationMail,
  verifyEmailLink,
} from './auth-mail.ts';
import {
  isWeakPassword,
  STRENGTH_CHECK_BUSY_MESSAGE,
  StrengthCheckBusyError,
  WEAK_PASSWORD_MESSAGE,
} from './password-strength.ts';
import { dropResetLinks } from './reset-links.ts';
import {
  duringSignIn,
  type PasswordHasher,
  scryptHasher,
  withEqualSignInWork,
} from './sign-in-work.ts';

export type { PasswordHasher } from './sign-in-work.ts';

export interface SocialCredentials {
  google?: { clientId: string; clientSecret: string };
  facebook?: { clientId: string; clientSecret: string };
}

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  social: SocialCredentials;
  /** Auth mail leaves after the answer (a MailQueue), so its time tells nothing. */
  mailer: Mailer;
  /** Replaces the scrypt password hash; only the tests set it (see AppConfig.passwordHasher). */
  passwordHasher?: PasswordHasher;
}

export type Auth = ReturnType<typeof createAuth>;

const PASSWORD_FIELDS: Record<string, string> = {
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

async function refuseWeakPassword(password: string, personalWords: string[]) {
  let weak: boolean;
  try {
    weak = await isWeakPassword(password, personalWords);
  } catch (err) {
    if (!(err instanceof StrengthCheckBusyError)) throw err;
    throw new APIError('TOO_MANY_REQUESTS', {
      code: 'RATE_LIMITED',
      message: STRENGTH_CHECK_BUSY_MESSAGE,
    });
  }
  if (weak) {
    throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: WEAK_PASSWORD_MESSAGE });
  }
}

function refuseInvalid(message: string | undefined, fallback: string): never {
  throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: message ?? fallback });
}

/** The sign-up fields that reach better-auth: the form's, and the company for a provider. */
export function signUpFields(type: AccountType): ReadonlySet<string> {
  const fields = ['name', 'email', 'password', 'type', 'callbackURL', 'rememberMe'];
  return new Set(type === 'provider' ? [...fields, 'company'] : fields);
}

/** A new password (reset or change) is 8–128 characters and hard to guess. */
async function validateNewPassword(path: string, body: Record<string, unknown>, field: string) {
  const parsed = newPasswordField.safeParse(body[field]);
  if (!parsed.success) refuseInvalid(parsed.error.issues[0]?.message, 'Invalid password');
  await refuseWeakPassword(parsed.data, []);
  // A changed password signs the other devices out unless the client explicitly asks not to.
  if (path === '/change-password' && typeof body.revokeOtherSessions !== 'boolean') {
    body.revokeOtherSessions = true;
  }
}

async function validateSignUp(input: unknown) {
  const parsed = signUpSchema.safeParse(input ?? {});
  if (!parsed.success) refuseInvalid(parsed.error.issues[0]?.message, 'Invalid sign-up details');
  const { type, company, name, email, password } = parsed.data;
  await refuseWeakPassword(password, [name, email, email.split('@')[0], company ?? '']);
  // Only the form's fields reach better-auth: image, emailVerified, id… are dropped. The body is
  // changed in place because better-auth merges a hook's returned body with the original one.
  const body = input as Record<string, unknown>;
  const allowed = signUpFields(type);
  for (const key of Object.keys(body)) if (!allowed.has(key)) delete body[key];
  Object.assign(body, { name, email, type });
}

// Validates sign-up with the same schema as the form: the account type is only ever
// 'seeker' or 'provider', and providers must name their company. Every new password must also
// be 8–128 characters (checked first, before any costly work) and hard to guess.
const validateAccountInput = createAuthMiddleware(async (ctx) => {
  const passwordField = PASSWORD_FIELDS[ctx.path];
  if (passwordField) {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    return validateNewPassword(ctx.path, body, passwordField);
  }
  if (ctx.path === '/sign-up/email') await validateSignUp(ctx.body);
});

/** A password changed by the person signed in also voids the reset links still out. */
const afterPasswordChange = (db: Db) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/change-password' || ctx.context.returned instanceof Error) return;
    const userId = ctx.context.session?.user.id;
    if (userId) await dropResetLinks(db, userId);
  });

export function createAuth(opts: AuthOptions) {
  const auth = betterAuth({
    appName: 'CareNest',
    baseURL: opts.baseURL,
    basePath: AUTH_BASE_PATH,
    secret: opts.secret,
    // Our own origin check (http/origin.ts) runs first; here the request's own address is trusted
    // too, so the site works on whatever host name it is opened at.
    trustedOrigins: (request) => [
      ...opts.trustedOrigins,
      request ? new URL(request.url).origin : undefined,
    ],
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    user: {
      additionalFields: {
        type: { type: 'string', required: false, defaultValue: 'seeker', input: true },
        company: { type: 'string', required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // docs/product.md §2: after sign-up the person signs in (and is asked to verify their email).
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => dropResetLinks(opts.db, user.id),
      password: withEqualSignInWork(opts.passwordHasher ?? scryptHasher),
      sendResetPassword: ({ user, token }) =>
        sendResetPasswordMail(opts.mailer, user, resetPasswordLink(opts.baseURL, token)),
      onExistingUserSignUp: ({ user }) => sendExistingAccountMail(opts.mailer, user, opts.baseURL),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: ({ user, token }) =>
        sendVerificationMail(opts.mailer, user, verifyEmailLink(opts.baseURL, token)),
    },
    socialProviders: {
      ...(opts.social.google ? { google: opts.social.google } : {}),
      ...(opts.social.facebook ? { facebook: opts.social.facebook } : {}),
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Profile changes go through /api/me; type and company must never change after sign-up.
    disabledPaths: ['/update-user', '/change-email', '/delete-user', '/delete-user/callback'],
    // Rate limits are applied by the Fastify layer so all processes can share them.
    rateLimit: { enabled: false },
    hooks: { before: validateAccountInput, after: afterPasswordChange(opts.db) },
    telemetry: { enabled: false },
    logger: { level: 'error' },
  });
  // A sign-in's password work is marked as such, so that an unknown address gets the same work
  // as a wrong password (sign-in-work.ts).
  const handle = auth.handler;
  const signInPath = `${AUTH_BASE_PATH}/sign-in/email`;
  auth.handler = (request) =>
    new URL(request.url).pathname === signInPath
      ? duringSignIn(() => handle(request))
      : handle(request);
  return auth;
}
