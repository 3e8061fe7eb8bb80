import { SAVED_SEARCH_LIMITS, type AlertFrequency } from '#shared/constants.ts';
import { SAVED_SEARCH_MESSAGES } from '#shared/saved-search-messages.ts';
import type { SavedSearch } from '#shared/saved-search-schemas.ts';
import { isUuid } from '#shared/listing-id.ts';
import { asksForTheVisitorsPlace } from '#shared/near-the-visitor.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { savedSearchFilters } from '../listings/listings.service.ts';
import { readBrowseQuery } from './browse-query.ts';
import * as repo from './saved-searches.repo.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const toView = (row: repo.SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency as AlertFrequency,
  createdAt: row.createdAt.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);

export async function listSavedSearches(db: Db, userId: string) {
  const rows = await repo.listByUser(db, userId);
  return { searches: rows.map(toView), limit: SAVED_SEARCH_LIMITS.perPerson };
}

/**
 * Saves a browse search; the same search saved again (a double click, the same filters twice) is
 * the one already saved, renamed and with the new frequency. The limit is checked before the
 * insert; two different saves racing past it at once could make 11, which harms nobody and the
 * next save is refused.
 */
export async function createSavedSearch(
  db: Db,
  userId: string,
  input: { name: string; query: string; frequency: AlertFrequency },
): Promise<SavedSearch> {
  const { query, normalised } = readBrowseQuery(input.query);
  // "near me" without the visitor's location reads as no place (decision 110): saved so, it
  // would e-mail about new communities everywhere.
  if (asksForTheVisitorsPlace(query.location ?? '') && query.lat === undefined && !query.zip) {
    throw new AppError('VALIDATION_ERROR', SAVED_SEARCH_MESSAGES.nearTheVisitor);
  }
  const full = (await repo.countByUser(db, userId)) >= SAVED_SEARCH_LIMITS.perPerson;
  if (full && !(await repo.hasQuery(db, userId, normalised))) {
    throw new AppError('SAVED_SEARCH_LIMIT_REACHED', SAVED_SEARCH_MESSAGES.limit);
  }
  const { shape, values } = savedSearchFilters(query);
  const row = await repo.upsert(db, {
    userId,
    name: input.name,
    query: normalised,
    frequency: input.frequency,
    shape: JSON.stringify(shape),
    filterValues: values,
  });
  return toView(row);
}

export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  changes: { name?: string; frequency?: AlertFrequency },
): Promise<SavedSearch> {
  const row = isUuid(id) ? await repo.updateOwned(db, userId, id, changes) : undefined;
  if (!row) throw notFound();
  return toView(row);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await repo.deleteOwned(db, userId, id))) throw notFound();
}

async function searchOfToken(db: Db, secret: string, token: string) {
  const id = readUnsubscribeToken(secret, token);
  const row = id ? await repo.findById(db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.badLink);
  return row;
}

/** What an unsubscribe link names, for its confirmation page. */
export async function unsubscribeState(db: Db, secret: string, token: string) {
  const row = await searchOfToken(db, secret, token);
  return { name: row.name, unsubscribed: row.frequency === 'off' };
}

/** Turns the link's saved search's e-mails off; again is no change. */
export async function unsubscribe(db: Db, secret: string, token: string) {
  const row = await searchOfToken(db, secret, token);
  if (row.frequency !== 'off') await repo.turnOff(db, row.id);
  return { name: row.name, unsubscribed: true };
}
