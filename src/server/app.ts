import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { createAuth } from './auth/auth.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { frameworkErrorHandler, registerErrorHandling } from './errors.ts';
import { registerAbandonedRequests } from './http/abandoned-requests.ts';
import { registerAnswerCompression } from './http/answer-compression.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { createMailQueue, registerMailJobs } from './mail/mail-queue.ts';
import { registerTourReminders } from './modules/tour-requests/tour-reminders.ts';
import { registerDocs } from './http/docs.ts';
import { registerGracefulClose } from './http/graceful-close.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { registerPersonalCache } from './http/personal-cache.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerSecurity } from './http/security.ts';
import { recordRouteTable } from './http/route-table.ts';
import { registerWeb } from './http/web.ts';
import { registerMediaRoutes } from './storage/media-routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { compareRoutes } from './modules/compare/compare.routes.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { registerSavedSearchAlerts } from './modules/saved-searches/saved-search-alerts.ts';
import { mapRoutes } from './modules/map/map.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { websiteReviewsRoutes } from './modules/reviews/website-reviews.routes.ts';
import { listingReviewsRoutes } from './modules/reviews/listing-reviews.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { tourRequestsRoutes } from './modules/tour-requests/tour-requests.routes.ts';
import { providerListingsRoutes } from './modules/provider-listings/provider-listings.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { repliesRoutes } from './modules/replies/replies.routes.ts';
import { reportsRoutes } from './modules/moderation/reports.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { claimsRoutes } from './modules/claims/claims.routes.ts';
import { registerPageCache } from './http/pages/page-invalidation.ts';

export type App = FastifyInstance;

/** Builds the whole HTTP application without listening (tests call inject()). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    requestTimeout: config.requestTimeoutMs,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Idle keep-alive connections close with the server (see graceful-close.ts for the others).
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  recordRouteTable(app);
  registerJsonBodyParser(app);
  registerGracefulClose(app);
  registerPersonalCache(app);
  registerAbandonedRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const jobs = createJobQueue({
    db: deps.database.db,
    log: app.log,
    clock: deps.clock,
    pollMs: config.jobPollMs ?? 1_000,
    retryBaseMs: config.jobRetryBaseMs,
  });
  registerMailJobs(jobs, deps.mailer);
  const mailQueue = createMailQueue(jobs, app.log);
  registerTourReminders(jobs, {
    db: deps.database.db,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
  });
  const savedSearchAlerts = registerSavedSearchAlerts(
    jobs,
    {
      db: deps.database.db,
      mailQueue,
      publicUrl: config.publicUrl,
      secret: config.secret,
    },
    config.alertDayMs,
  );
  app.decorate('deps', {
    ...deps,
    mailQueue,
    jobs,
    auth: createAuth({
      db: deps.database.db,
      secret: config.secret,
      baseURL: config.publicUrl,
      trustedOrigins: config.trustedOrigins,
      social: config.social,
      mailer: mailQueue,
      passwordHasher: config.passwordHasher,
    }),
  });
  // Every process works the queue; what is still due at a shutdown stays stored for the next.
  app.addHook('onReady', async () => jobs.start());
  // Alert runs are asked for where the queue polls (not in tests, which run them when told).
  if (config.jobPollMs !== 0) app.addHook('onReady', async () => savedSearchAlerts.start());
  app.addHook('onClose', async () => savedSearchAlerts.stop());
  app.addHook('onClose', async () => {
    await mailQueue.flush();
    await jobs.stop();
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  const pageCache = registerPageCache(app, config);

  registerErrorHandling(app);
  registerSecurity(app, {
    trustedOrigins: config.trustedOrigins,
    https: config.publicUrl.startsWith('https:'),
    mapStyleUrl: config.mapStyleUrl,
  });
  registerNulGuard(app);
  registerAnswerCompression(app);
  await registerRateLimit(app, { perMinute: config.rateLimitPerMinute, redisUrl: config.redisUrl });
  await registerDocs(app);

  registerAuthRoutes(app, app.deps.auth, {
    ratePerMinute: config.authRateLimitPerMinute,
    generalRatePerMinute: config.rateLimitPerMinute,
  });
  registerMediaRoutes(app, deps.storage);
  await app.register(healthRoutes);
  await app.register(meRoutes);
  await app.register(listingsRoutes);
  await app.register(compareRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(mapRoutes);
  await app.register(placesRoutes);
  await app.register(newsletterRoutes);
  await app.register(websiteReviewsRoutes);
  await app.register(listingReviewsRoutes);
  await app.register(favoritesRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(billingRoutes);
  await app.register(providerListingsRoutes);
  await app.register(analyticsRoutes);
  await app.register(seoRoutes);
  await app.register(tourRequestsRoutes);
  await app.register(repliesRoutes);
  await app.register(reportsRoutes);
  await app.register(moderationRoutes);
  await app.register(claimsRoutes);

  await registerWeb(app, {
    distDir: config.webDistDir,
    dev: config.webDev ?? false,
    pageCache,
  });
  return app;
}
