import type { FastifyInstance } from 'fastify';
import { clearLapsedFeatured } from './listings.repo.ts';

export const MAINTENANCE_TICK_MS = 60_000;
/** Every hour (in ticks): fresh planner statistics and visibility map on the embedded database. */
const ANALYZE_EVERY_TICKS = 60;

/**
 * Work that keeps searches right and fast without running on the search path (decision 011):
 * Premium placement ends with the subscription even when nothing is written at that moment, so
 * lapsed rows are cleared at start and once a minute; and PostgreSQL's autovacuum keeps the
 * planner's statistics current, but the embedded database has none, so it analyses listings at
 * start and hourly (without statistics the planner may pick a sequential scan for a text search),
 * and vacuums it so searches around a point read their ids from listings_geo_idx alone (an
 * index-only scan needs the visibility map that only a vacuum writes; docs/decisions/047).
 */
export function registerSearchMaintenance(app: FastifyInstance): void {
  const { database } = app.deps;
  let timer: NodeJS.Timeout | undefined;
  let ticks = 0;
  const tick = async () => {
    try {
      await clearLapsedFeatured(database.db);
      if (database.kind === 'pglite' && ticks % ANALYZE_EVERY_TICKS === 0) {
        await database.query('vacuum analyze listings');
      }
    } catch (err) {
      app.log.error({ err }, 'search maintenance failed');
    }
    ticks += 1;
  };
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), MAINTENANCE_TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
