import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from './app-deps.ts';
import { publicUrlOf, type Env } from './env.ts';

/** The folder with package.json above this module: the same from src/server and dist/server. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export const defaultWebDistDir = join(packageRoot(), 'dist', 'web');

/** STRIPE_API_BASE (stripe-mock or a stand-in on this machine) as the SDK's host settings. */
function stripeApiOf(base: string | undefined) {
  if (!base) return undefined;
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  const port = Number(url.port) || (protocol === 'http' ? 80 : 443);
  return { host: url.hostname, port, protocol };
}

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
    webDev: env.NODE_ENV === 'development',
    logLevel: env.LOG_LEVEL,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    redisUrl: env.REDIS_URL,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    sampleListings: env.SAMPLE_LISTINGS,
    mapStyleUrl: env.MAP_STYLE_URL,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          prices: { Basic: env.STRIPE_PRICE_BASIC!, Premium: env.STRIPE_PRICE_PREMIUM! },
          graceDays: env.STRIPE_GRACE_DAYS,
          api: stripeApiOf(env.STRIPE_API_BASE),
        }
      : undefined,
    jobPollMs: env.JOB_POLL_MS,
    jobRetryBaseMs: env.JOB_RETRY_BASE_MS,
    alertDayMs: env.ALERT_DAY_SECONDS * 1000,
  };
}
