import type { ProfileView, PublicConfig } from './auth-schemas.ts';
import type { CityPage, TopCities } from './city-schemas.ts';
import type { CareType } from './constants.ts';
import type { ListingDetail, ListingSearchResult } from './listing-schemas.ts';
import type { ModerationActionList, OpenReportList } from './report-schemas.ts';
import type { ListingReviewList, WebsiteReviewList } from './review-schemas.ts';
import type { FamilyTourRequest } from './tour-request-schemas.ts';

/** A query as the web app's API client sends it: arrays become repeated keys, empties drop out. */
export type PageQuery = Record<
  string,
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean | null | undefined)[]
>;

/**
 * What public pages read while the server renders them (decision 007). The server implements it
 * by calling its services in-process; every method answers exactly what the matching GET endpoint
 * would, so the browser's cache holds the same data either way. Add a method here when a new
 * server-rendered page needs data.
 */
export interface PageDataSource {
  /** GET /api/me, with null for a visitor. */
  me(): Promise<ProfileView | null>;
  /** GET /api/config */
  config(): Promise<PublicConfig>;
  /** GET /api/listings?… */
  listings(query: PageQuery): Promise<ListingSearchResult>;
  /** GET /api/listings/:id, with null where that answers 404. */
  listing(id: string): Promise<ListingDetail | null>;
  /** GET /api/listings/:id/reviews */
  listingReviews(id: string): Promise<ListingReviewList>;
  /** GET /api/website-reviews?… */
  websiteReviews(query: PageQuery): Promise<WebsiteReviewList>;
  /** GET /api/city-pages/:careType/:state/:city, with null where that answers 404. */
  cityPage(segments: { careType: string; state: string; city: string }): Promise<CityPage | null>;
  /** GET /api/city-pages?type=… */
  topCities(careType: CareType): Promise<TopCities>;
  /** GET /api/tour-requests/by-link/:token, with null where that answers 404. The page is private. */
  tourRequestByLink(token: string): Promise<FamilyTourRequest | null>;
  /** GET /api/admin/reports, with null for anyone but an admin (the console answers 404). */
  adminReports(): Promise<OpenReportList | null>;
  /** GET /api/admin/actions, with null for anyone but an admin. */
  moderationActions(): Promise<ModerationActionList | null>;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Title, meta, canonical, Open Graph and JSON-LD elements for the `<head>`. */
      head: string;
      /** The app's markup for `<div id="root">`. */
      html: string;
      /** JSON for the `<script type="application/json" id="ssr-state">`, safe inside HTML. */
      state: string;
    };

/** The server-side entry of the web app (src/web/entry-server.tsx). */
export type RenderPage = (opts: {
  /** The page request: a GET, or a POST of a form (its body URL-encoded). */
  request: Request;
  data: PageDataSource;
  /**
   * The API transport of this render: the same server answering in-process, as the visitor
   * (their cookies and address). Loaders and actions call the API through it.
   */
  fetch: typeof fetch;
  /** The site's public URL, for canonical and Open Graph URLs. */
  siteUrl: string;
}) => Promise<RenderedPage>;

/** The id of the script element that carries the server's state to the browser. */
export const SSR_STATE_ID = 'ssr-state';
