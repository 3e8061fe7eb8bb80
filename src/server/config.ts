import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from './app-deps.ts';
import { publicUrlOf, type Env } from './env.ts';

export const defaultWebDistDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

export function appConfigFromEnv(env: Env, secret: string): AppConfig {
  const publicUrl = publicUrlOf(env);
  const extraOrigins = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    publicUrl,
    secret,
    trustedOrigins: [new URL(publicUrl).origin, ...extraOrigins],
    social: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
        ? {
            facebook: {
              clientId: env.FACEBOOK_CLIENT_ID,
              clientSecret: env.FACEBOOK_CLIENT_SECRET,
            },
          }
        : {}),
    },
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDistDir,
    logLevel: env.LOG_LEVEL,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
  };
}
