import type { Auth, SocialCredentials } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';

export interface AppConfig {
  publicUrl: string;
  secret: string;
  trustedOrigins: string[];
  social: SocialCredentials;
  /** Directory of the built SPA; null serves the API only (tests, dev). */
  webDistDir: string | null;
  logLevel: string;
  requestTimeoutMs: number;
  trustProxy: boolean;
  /** Requests per minute per client for the whole API; auth routes are stricter. */
  rateLimitPerMinute: number;
  /** Sign-in, sign-up and other /api/auth requests per minute per client. */
  authRateLimitPerMinute: number;
}

export interface AppDeps {
  database: Database;
  storage: Storage;
  mailer: Mailer;
  config: AppConfig;
}

export interface AppServices extends AppDeps {
  auth: Auth;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppServices;
  }
}
