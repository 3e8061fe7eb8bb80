import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { profileViewSchema } from '#shared/auth-schemas.ts';
import {
  listingSearchQuerySchema,
  listingSearchResultSchema,
  listingDetailSchema,
} from '#shared/listing-schemas.ts';
import type { PageDataSource, PageQuery } from '#shared/page-render.ts';
import { cityPageSchema, topCitiesSchema } from '#shared/city-schemas.ts';
import {
  listingReviewListSchema,
  websiteReviewListSchema,
  websiteReviewQuerySchema,
} from '#shared/review-schemas.ts';
import { currentUser, isAdmin } from '../../auth/guards.ts';
import { moderationActionListSchema, openReportListSchema } from '#shared/report-schemas.ts';
import { listActions, listOpenReports } from '../../modules/moderation/moderation.service.ts';
import { compileSerializer } from '../compiled-serializer.ts';
import { publicConfigOf } from '../../modules/health/health.routes.ts';
import { findListingDetail, searchListingViews } from '../../modules/listings/listings.service.ts';
import { getProfileView } from '../../modules/me/me.service.ts';
import { getListingReviews } from '../../modules/reviews/listing-reviews.service.ts';
import { getWebsiteReviews } from '../../modules/reviews/website-reviews.service.ts';
import { getCityPage, getTopCities } from '../../modules/seo/city-pages.service.ts';
import { getRequestByToken } from '../../modules/tour-requests/tour-request-links.ts';
import { familyTourRequestSchema } from '#shared/tour-request-schemas.ts';
import { AppError } from '../../errors.ts';

/** The query object as Fastify's querystring parser would hand it to the route. */
function asQuerystring(query: PageQuery): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, raw] of Object.entries(query)) {
    const values = (Array.isArray(raw) ? raw : [raw])
      .filter((v) => v !== null && v !== undefined && v !== '')
      .map(String);
    if (values.length > 0) out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

/** Exactly the body the endpoint would send: JSON values, only the fields its schema names. */
const asResponse = <T>(schema: ZodType<T>, value: unknown): T =>
  schema.parse(JSON.parse(JSON.stringify(value)));

// The listing endpoints send these compiled serializers' output (listings.routes.ts).
const searchBody = compileSerializer(listingSearchResultSchema);
const listingBody = compileSerializer(listingDetailSchema);

/**
 * The services behind the public GET endpoints, called in-process for one page render.
 * `personal()` tells whether the page was rendered for a session or shows what a private link
 * opens (its HTML is then never shared).
 */
export function createPageData(request: FastifyRequest) {
  const db = request.server.deps.database.db;
  let signedIn = false;
  let privateLink = false;
  /** The console's data for an admin; null for anyone else, who gets a 404 page. */
  const asAdmin = async <T>(read: () => Promise<T>): Promise<T | null> => {
    const user = await currentUser(request);
    if (!user) return null;
    signedIn = true;
    return (await isAdmin(request, user.id)) ? read() : null;
  };
  const source: PageDataSource = {
    async me() {
      const user = await currentUser(request);
      if (!user) return null;
      signedIn = true;
      return asResponse(profileViewSchema, await getProfileView(db, user.id));
    },
    config: async () => publicConfigOf(request.server.deps.config),
    async listings(query) {
      const parsed = listingSearchQuerySchema.parse(asQuerystring(query));
      const result = await searchListingViews(
        db,
        parsed,
        request.log,
        request.server.deps.config.sampleListings,
      );
      return JSON.parse(searchBody(result)) as typeof result;
    },
    async listing(id) {
      const view = await findListingDetail(db, id);
      return view && (JSON.parse(listingBody(view)) as typeof view);
    },
    listingReviews: async (id) =>
      asResponse(listingReviewListSchema, { reviews: await getListingReviews(db, id) }),
    async websiteReviews(query) {
      const parsed = websiteReviewQuerySchema.parse(asQuerystring(query));
      return asResponse(websiteReviewListSchema, await getWebsiteReviews(db, parsed));
    },
    async cityPage(segments) {
      const page = await getCityPage(db, segments);
      return page && asResponse(cityPageSchema, page);
    },
    topCities: async (careType) => asResponse(topCitiesSchema, await getTopCities(db, careType)),
    adminReports: () =>
      asAdmin(async () => asResponse(openReportListSchema, await listOpenReports(db))),
    moderationActions: () =>
      asAdmin(async () => asResponse(moderationActionListSchema, await listActions(db))),
    async tourRequestByLink(token) {
      privateLink = true;
      try {
        return asResponse(familyTourRequestSchema, await getRequestByToken(db, token));
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  };
  return { source, personal: () => signedIn || privateLink };
}
