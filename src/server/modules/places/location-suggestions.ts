import type { FastifyBaseLogger } from 'fastify';
import { PLACE_SUGGESTIONS_LIMIT } from '#shared/constants.ts';
import type { CommunitySuggestion, PlaceSuggestions } from '#shared/place-schemas.ts';
import type { Db } from '../../db/client.ts';
import { currentRequestSignal, runWithRequestSignal } from '../../db/request-signal.ts';
import {
  samplesShown,
  samplesShownFromMemory,
  type SampleListingsMode,
} from '../listings/visibility.ts';
import { findCommunityNames, nameKey } from './community-names.ts';
import { cachedNames, keptNames, namesKey } from './names-cache.ts';
import { suggestPlaces } from './place-suggestions.ts';

/**
 * How long the places wait for the names. The lookup takes a millisecond or two; a database that
 * is slow or down must not hold up the places, which are answered from memory.
 */
export const NAMES_BUDGET_MS = 200;

/** The names, or null when they could not be read within the budget (the query is cancelled). */
async function namesWithinBudget(
  work: () => Promise<CommunitySuggestion[]>,
  log: FastifyBaseLogger,
): Promise<CommunitySuggestion[] | null> {
  const budget = AbortSignal.timeout(NAMES_BUDGET_MS);
  const request = currentRequestSignal();
  // PostgreSQL cancels the statement when the signal fires (cancellable-pool.ts); PGlite cannot
  // stop a running one, so the answer does not wait for it either way.
  const signal = request ? AbortSignal.any([request, budget]) : budget;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NAMES_BUDGET_MS);
  });
  try {
    const names = await Promise.race([runWithRequestSignal(signal, work), late]);
    if (names === null) log.warn('community names took too long; suggesting places alone');
    return names;
  } catch (err) {
    // Any failure (unreachable, cancelled, or a bug, logged as such): the places still answer.
    log.error({ err }, 'community names failed; suggesting places alone');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The names kept for these letters, when nothing needs to be asked of the database. */
function namesInMemory(
  db: Db,
  key: string,
  sampleListings: SampleListingsMode,
): CommunitySuggestion[] | undefined {
  const includeSamples = samplesShownFromMemory(db, sampleListings);
  return includeSamples === null ? undefined : keptNames(db, namesKey(includeSamples, key));
}

/**
 * What the location box offers for the typed text (docs/decisions/038): places from memory,
 * and below them the published communities whose name it starts. `complete` is false when the
 * names were left out, so that answer is not cached.
 */
export async function suggestLocations(
  db: Db,
  text: string,
  sampleListings: SampleListingsMode,
  log: FastifyBaseLogger,
): Promise<{ answer: PlaceSuggestions; complete: boolean }> {
  const key = nameKey(text);
  const communities = key
    ? (namesInMemory(db, key, sampleListings) ??
      (await namesWithinBudget(async () => {
        const includeSamples = await samplesShown(db, sampleListings);
        return cachedNames(db, namesKey(includeSamples, key), () =>
          findCommunityNames(db, text, includeSamples),
        );
      }, log)))
    : [];
  const found = communities ?? [];
  // The list stays one screen long: each name shown takes a place's row.
  const places = suggestPlaces(text, PLACE_SUGGESTIONS_LIMIT - found.length);
  return { answer: { places, communities: found }, complete: communities !== null };
}
