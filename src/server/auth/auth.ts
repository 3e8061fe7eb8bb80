import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { signUpSchema } from '#shared/auth-schemas.ts';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { isWeakPassword, WEAK_PASSWORD_MESSAGE } from './password-strength.ts';

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
  mailer: Mailer;
}

export type Auth = ReturnType<typeof createAuth>;

const PASSWORD_FIELDS: Record<string, string> = {
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

function refuseWeakPassword(password: unknown, personalWords: string[]) {
  if (typeof password === 'string' && isWeakPassword(password, personalWords)) {
    throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: WEAK_PASSWORD_MESSAGE });
  }
}

// Validates sign-up with the same schema as the form: the account type is only ever
// 'seeker' or 'provider', and providers must name their company. Every new password must also
// be hard to guess.
const validateAccountInput = createAuthMiddleware(async (ctx) => {
  const passwordField = PASSWORD_FIELDS[ctx.path];
  if (passwordField) {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const password = body[passwordField];
    if (typeof password === 'string' && password.length >= MIN_PASSWORD_LENGTH) {
      refuseWeakPassword(password, []);
    }
    return;
  }
  if (ctx.path !== '/sign-up/email') return;
  const parsed = signUpSchema.safeParse(ctx.body ?? {});
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION_ERROR',
      message: parsed.error.issues[0]?.message ?? 'Invalid sign-up details',
    });
  }
  const { type, company, name, email, password } = parsed.data;
  refuseWeakPassword(password, [name, email, email.split('@')[0], company ?? '']);
  ctx.body = { ...ctx.body, type, company: type === 'provider' ? company : undefined };
});

export function createAuth(opts: AuthOptions) {
  return betterAuth({
    appName: 'CareNest',
    baseURL: opts.baseURL,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: opts.trustedOrigins,
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
      // SPEC §2: after sign-up the person signs in (and is asked to verify their email).
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await opts.mailer.send({
          to: user.email,
          subject: 'Reset your CareNest password',
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your CareNest account. If it was you, choose a new password here (the link works for one hour):\n${url}\n\nIf it was not you, you can ignore this email.\n`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: async ({ user, url }) => {
        await opts.mailer.send({
          to: user.email,
          subject: 'Verify your CareNest email address',
          text: `Hello ${user.name},\n\nPlease confirm your email address for CareNest:\n${url}\n`,
        });
      },
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
    hooks: { before: validateAccountInput },
    telemetry: { enabled: false },
    logger: { level: 'error' },
  });
}
