import { z } from 'zod';
import { SAMPLE_LISTINGS_MODES } from './modules/listings/visibility.ts';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** How long one SQL statement may run on PostgreSQL before it is cancelled (SECURITY.md, hole 9). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/**
 * PostgreSQL connections per server process. Ten keeps a small database server busy without
 * queueing inside it; N processes open N × this many (mind the server's max_connections).
 */
export const DEFAULT_DATABASE_POOL_MAX = 10;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString,
    // 0 turns the limit off; PostgreSQL only (the embedded database has no statement timeout).
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(DEFAULT_STATEMENT_TIMEOUT_MS),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_POOL_MAX),
    BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
    TRUST_PROXY: booleanString,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    S3_ENDPOINT: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanString,
    S3_PUBLIC_URL: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    FACEBOOK_CLIENT_ID: optionalString,
    FACEBOOK_CLIENT_SECRET: optionalString,
    SMTP_URL: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_BASIC: optionalString,
    STRIPE_PRICE_PREMIUM: optionalString,
    STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
    STRIPE_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
    JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
    ALERT_DAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(86_400),
    JOB_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    MAIL_FROM: z.string().default('CareNest <no-reply@carenest.local>'),
    TRUSTED_ORIGINS: optionalString,
    WEB_DIST_DIR: optionalString,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    REDIS_URL: optionalString,
    // How long a signed-out visitor's page is served from memory at most; 0 renders every visit.
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    SAMPLE_LISTINGS: z.enum(SAMPLE_LISTINGS_MODES).default('auto'),
    // A MapLibre style (tiles, glyphs) for the browse map; without it the built-in US outlines.
    MAP_STYLE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'must start with postgres://',
      });
    }
    if (env.REDIS_URL && !/^rediss?:\/\//.test(env.REDIS_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_URL'],
        message: 'must start with redis:// or rediss://',
      });
    }
    const stripe = [
      env.STRIPE_SECRET_KEY,
      env.STRIPE_WEBHOOK_SECRET,
      env.STRIPE_PRICE_BASIC,
      env.STRIPE_PRICE_PREMIUM,
    ];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASIC and STRIPE_PRICE_PREMIUM must be set together',
      });
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses process.env; throws EnvError with one line per problem. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function publicUrlOf(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
