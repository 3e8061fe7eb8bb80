import {
  listingSearchResultSchema,
  type ListingSearchResult,
  type ListingView,
} from '#shared/listing-schemas.ts';
import { compileSerializer } from '../../http/compiled-serializer.ts';

/**
 * A search's answer with each listing already written as JSON: by the database for a page of
 * results (view-json-sql.ts), or from its view for the built-in samples (docs/decisions/056).
 */
export type SearchAnswer = Omit<ListingSearchResult, 'listings'> & { listingsJson: string[] };

/** The sample fall-back's views, written once: they never change while the server runs. */
export const viewsAsJson = (views: ListingView[]) => views.map((view) => serializeView(view));

const serializeView = compileSerializer(listingSearchResultSchema.shape.listings.element);
const serializeRest = compileSerializer(listingSearchResultSchema.omit({ listings: true }));

/** GET /api/listings' body: the listings' JSON put in as it is, the rest written by its schema. */
export function searchAnswerJson({ listingsJson, ...rest }: SearchAnswer): string {
  // serializeRest writes an object with at least one key: '{"total":…'.
  return `{"listings":[${listingsJson.join(',')}],${serializeRest(rest).slice(1)}`;
}

/** The answer as the API's clients read it (the unit tests read the fall-back this way). */
export const parseSearchAnswer = (answer: SearchAnswer): ListingSearchResult =>
  JSON.parse(searchAnswerJson(answer)) as ListingSearchResult;
