/** The saved-searches feature's public entry (docs/decisions/045). */
export {
  deleteSavedSearch,
  saveSearch,
  savedSearchesQuery,
  unsubscribe,
  unsubscribeStateQuery,
  updateSavedSearch,
} from './api/saved-searches.ts';
export { SAVED_PARAM, SaveSearch } from './components/save-search.tsx';
export { SAVED_SEARCH_INTENT, SavedSearchesSection } from './components/saved-searches-section.tsx';
