// Without zod: the browse and profile pages show these (docs/decisions/015).
import { SAVED_SEARCH_LIMITS } from './constants.ts';

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Please give this search a name',
  nameTooLong: `The name must be at most ${SAVED_SEARCH_LIMITS.name} characters`,
  queryTooLong: 'This search has too many filters to save',
  frequency: 'Choose daily, weekly or no e-mails',
  nothingToChange: 'Nothing to change',
  limit: `You can save up to ${SAVED_SEARCH_LIMITS.perPerson} searches. Delete one on your profile to save another.`,
  notFound: 'Saved search not found',
  /** "near me" with no location: e-mails about communities everywhere would be no one's search. */
  nearTheVisitor:
    'To save a search near you, use your location or type your city or ZIP code first.',
  badLink:
    'This unsubscribe link is not valid. Manage your saved searches on your profile instead.',
  saved: 'Search saved. We will e-mail you when new communities match it.',
} as const;
