import { MAX_IMAGE_SIDE, MAX_IMAGES_PER_LISTING } from './constants.ts';

/**
 * Every `error.code` the API sends (docs/architecture.md §4), with its HTTP status and what it means.
 * The server raises these (errors.ts takes the status from here), the OpenAPI document lists
 * them, and the web branches on the code — never on the bare status, which several codes share.
 */
export const ERROR_CODES = {
  VALIDATION_ERROR: {
    status: 400,
    meaning: 'The request failed validation; `details` has the issues.',
  },
  UNAUTHENTICATED: { status: 401, meaning: 'Not signed in.' },
  FORBIDDEN: { status: 403, meaning: 'Not allowed for this account or origin.' },
  PROVIDER_ONLY: { status: 403, meaning: 'Only provider accounts may do this.' },
  SUBSCRIPTION_REQUIRED: { status: 403, meaning: 'The provider has no active subscription.' },
  LISTING_LIMIT_REACHED: { status: 403, meaning: "The plan's listing limit is used up." },
  SAVED_SEARCH_LIMIT_REACHED: { status: 403, meaning: 'This account has saved the most searches.' },
  ANALYTICS_PLAN_REQUIRED: { status: 403, meaning: 'Analytics need an active subscription.' },
  OWN_LISTING_REVIEW: { status: 403, meaning: 'A provider cannot review their own listing.' },
  NOT_REVIEW_AUTHOR: { status: 403, meaning: 'Only the author may change or delete a review.' },
  NOT_FOUND: { status: 404, meaning: 'No such resource (or it is not yours).' },
  REQUEST_TIMEOUT: { status: 408, meaning: 'The request did not arrive in time.' },
  CONFLICT: { status: 409, meaning: 'The request conflicts with the current state.' },
  REVIEW_ALREADY_EXISTS: { status: 409, meaning: 'This account has already written this review.' },
  SAMPLES_ALREADY_IMPORTED: { status: 409, meaning: 'The sample listings were imported before.' },
  IMAGE_LIMIT_REACHED: {
    status: 409,
    meaning: `The listing already has its ${MAX_IMAGES_PER_LISTING} images.`,
  },
  IMAGE_TOO_LARGE: { status: 413, meaning: 'The upload is larger than allowed.' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body is too large.' },
  IMAGE_TYPE_NOT_ALLOWED: {
    status: 415,
    meaning: 'The file is not a JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF image.',
  },
  IMAGE_TOO_MANY_PIXELS: {
    status: 400,
    meaning: `The image has more pixels than a photo needs (at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE}).`,
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'Send JSON or multipart/form-data.' },
  RATE_LIMITED: { status: 429, meaning: 'Too many requests; slow down.' },
  HEADERS_TOO_LARGE: { status: 431, meaning: 'The request headers are too large.' },
  INTERNAL: { status: 500, meaning: 'Unexpected server error (generic message only).' },
  SERVICE_UNAVAILABLE: { status: 503, meaning: 'A dependency (the database) is unavailable.' },
  DATABASE_TIMEOUT: {
    status: 503,
    meaning: "The request's database work ran past the statement timeout; try again.",
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);
