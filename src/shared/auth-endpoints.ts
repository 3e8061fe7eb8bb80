import { z } from 'zod';
import { signInSchema, signUpSchema } from './auth-schemas.ts';

// better-auth answers these under /api/auth (src/server/auth/auth-routes.ts), outside Fastify's
// route schemas. They are described here so the OpenAPI document, and the web client typed from
// it, cover them too (docs/decisions/050). Bodies are what the web sends; answers keep better-auth's
// other fields (`user`, `token`) open rather than restating its user object.

const statusAnswer = z.looseObject({ status: z.boolean() });
const sessionAnswer = z.looseObject({ token: z.string().nullable() });

export const AUTH_ENDPOINTS = {
  '/api/auth/sign-in/email': { body: signInSchema, answer: sessionAnswer },
  '/api/auth/sign-up/email': { body: signUpSchema, answer: sessionAnswer },
  '/api/auth/sign-out': { body: null, answer: z.looseObject({ success: z.boolean() }) },
  '/api/auth/sign-in/social': {
    body: z.object({ provider: z.string(), callbackURL: z.string() }),
    // `url` is absent only when the request carried an idToken, which the web never sends.
    answer: z.looseObject({ url: z.string().optional(), redirect: z.boolean() }),
  },
  '/api/auth/request-password-reset': {
    body: z.object({ email: z.string(), redirectTo: z.string() }),
    answer: statusAnswer,
  },
  '/api/auth/reset-password': {
    body: z.object({ token: z.string(), newPassword: z.string() }),
    answer: statusAnswer,
  },
  '/api/auth/change-password': {
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.boolean().optional(),
    }),
    answer: sessionAnswer,
  },
  '/api/auth/send-verification-email': {
    body: z.object({ email: z.string(), callbackURL: z.string() }),
    answer: statusAnswer,
  },
} as const;
