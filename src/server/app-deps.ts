import type { Auth, PasswordHasher, SocialCredentials } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { StripeSettings } from './modules/billing/stripe-client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import type { SampleListingsMode } from './modules/listings/visibility.ts';
import type { Storage } from './storage/storage.ts';

export interface AppConfig {
  publicUrl: string;
  secret: string;
  trustedOrigins: string[];
  social: SocialCredentials;
  /** Directory of the web build (client + SSR entry); null serves the API only (tests). */
  webDistDir: string | null;
  /** Serve the web app from source through Vite with hot reload (`npm run dev`). */
  webDev?: boolean;
  logLevel: string;
  requestTimeoutMs: number;
  trustProxy: boolean;
  /** Requests per minute per client for the whole API; auth routes are stricter. */
  rateLimitPerMinute: number;
  /** Sign-in, sign-up and other /api/auth requests per minute per client. */
  authRateLimitPerMinute: number;
  /**
   * Redis shared by every server process: the rate-limit counters, and the word that pages
   * changed; in memory (this process only) without it.
   */
  redisUrl?: string;
  /**
   * PAGE_CACHE_SECONDS: how long a signed-out visitor's page is kept at most (writes drop it
   * sooner); 0 or unset renders every visit.
   */
  pageCacheSeconds?: number;
  /** SAMPLE_LISTINGS: when the six built-in samples show in search and on the home page. */
  sampleListings: SampleListingsMode;
  /**
   * MAP_STYLE_URL: a MapLibre style for the browse map; without it the map draws the US outlines
   * this server serves (docs/decisions/046).
   */
  mapStyleUrl?: string;
  /**
   * Tests only: a cheap stand-in for the scrypt password hash, which costs tens of milliseconds
   * of CPU per sign-up and sign-in. Production never sets it (config.ts does not read it).
   */
  passwordHasher?: PasswordHasher;
  /** STRIPE_*: billing through Stripe; without it plans activate directly (decision 004). */
  stripe?: StripeSettings;
  /** JOB_POLL_MS: how often each process looks for due jobs; 0 only when kicked (the tests). */
  jobPollMs?: number;
  /** ALERT_DAY_SECONDS: the length of an alert "day" (a week is seven); shorter only in tests. */
  alertDayMs?: number;
  /** JOB_RETRY_BASE_MS: the wait after a job's first failure, doubling after each further one. */
  jobRetryBaseMs?: number;
}

export interface AppDeps {
  database: Database;
  storage: Storage;
  mailer: Mailer;
  config: AppConfig;
  /** The time the job queue goes by; tests move it to reach a reminder hours ahead. */
  clock?: () => Date;
}

export interface AppServices extends AppDeps {
  auth: Auth;
  /** Every e-mail, as a job (sign-up, reset and verification mail; tour requests). */
  mailQueue: MailQueue;
  /** The database's job queue (docs/decisions/032). */
  jobs: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppServices;
  }
}
