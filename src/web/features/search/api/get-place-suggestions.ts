import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** Letters typed before places are suggested: one letter names thousands of towns. */
export const SUGGEST_AFTER_CHARACTERS = 2;

/** GET /api/places?q=: places whose name or ZIP starts with the text (docs/decisions/038). */
export function getPlaceSuggestions(q: string, signal?: AbortSignal) {
  return api.get('/api/places', { query: { q }, signal });
}

/** Suggestions for the text, kept while the next ones load so the list does not flicker. */
export function usePlaceSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['places', text.toLowerCase()],
    queryFn: ({ signal }) => getPlaceSuggestions(text, signal),
    enabled: text.length >= SUGGEST_AFTER_CHARACTERS,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
