import type { ApiErrorBody } from '#shared/api-error.ts';
import { ERROR_CODES, isErrorCode, type ErrorCode } from '#shared/error-codes.ts';
import type { ApiAnswer, ApiPath, HttpMethod, OptionsArgument } from './api-routes.ts';

/** An error response of our API, or a failure to reach it (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | null;
  readonly details: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    requestId?: string | null;
    details?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId ?? null;
    this.details = init.details;
  }
}

/** Codes the client invents when the server did not send its own message. */
export const CLIENT_ERROR_CODES = {
  http: 'HTTP_ERROR',
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;
const clientCodes: ReadonlySet<string> = new Set(Object.values(CLIENT_ERROR_CODES));

/** True when the API refused with one of these codes (src/shared/error-codes.ts). */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes as string[]).includes(error.code);
}

/** The API refused the request itself (a known code below 500), as opposed to failing. */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && isErrorCode(error.code) && ERROR_CODES[error.code].status < 500
  );
}

/** The server's message when it sent one, otherwise the caller's fallback (docs/product.md §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !clientCodes.has(error.code) && error.message) {
    return error.message;
  }
  return fallback;
}

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** What the client reads of a request's options, whichever route they were typed by. */
type AnyOptions = {
  /** Fill the path's `{name}` segments, encoded. */
  params?: Record<string, string | number>;
  /** Appended as a query string; arrays become repeated keys, empty values are dropped. */
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
};

/** `/api/listings/{id}` with `{ id }`: each segment URI-encoded. */
export function fillPath(path: string, params: AnyOptions['params'] = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const IDEMPOTENT_METHODS: ReadonlySet<Method> = new Set(['GET', 'PUT', 'DELETE']);
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Whether a request is tried again after this attempt: only when it may be retried at all (an
 * idempotent method, not an upload), the attempt failed in a passing way (no answer, or a gateway
 * or unavailable status), the wait still fits the time budget, and nobody aborted the request.
 */
export function shouldRetry(attempt: {
  canRetry: boolean;
  /** The answer, or null when none came. */
  response: { status: number } | null;
  elapsedMs: number;
  delayMs: number;
  budgetMs: number;
  aborted: boolean;
}): boolean {
  const passing = attempt.response === null || RETRYABLE_STATUSES.has(attempt.response.status);
  const inBudget = attempt.elapsedMs + attempt.delayMs <= attempt.budgetMs;
  return attempt.canRetry && passing && inBudget && !attempt.aborted;
}

export type ApiClientOptions = {
  /** First retry delay; each further retry doubles it (docs/product.md §9: 200 ms). */
  initialRetryDelayMs?: number;
  /** Retries stop once the next wait would pass this total time (docs/product.md §9: 30 s). */
  retryBudgetMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /**
   * How requests travel. The browser's fetch by default; while the server renders a page it is
   * the same app answering in-process (src/server/http/pages/in-process-api.ts), so loaders and
   * actions call the API one way on both sides.
   */
  fetch?: typeof fetch;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// A hand check rather than the shared zod schema: the client reads this on every page, and zod
// is not worth its weight in the first load for two strings.
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error, requestId } = body as { error: unknown; requestId?: unknown };
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string' &&
    typeof requestId === 'string'
  );
}

function toApiError(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    const { error, requestId } = body;
    return new ApiError({ status, ...error, requestId });
  }
  return new ApiError({
    status,
    code: CLIENT_ERROR_CODES.http,
    message: `The request failed (HTTP ${status}). Please try again.`,
  });
}

const networkError = () =>
  new ApiError({
    status: 0,
    code: CLIENT_ERROR_CODES.network,
    message: 'Could not reach CareNest. Check your connection and try again.',
  });

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function createApiClient(options: ApiClientOptions = {}) {
  const initialDelay = options.initialRetryDelayMs ?? 200;
  const budget = options.retryBudgetMs ?? 30_000;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? (() => Date.now());
  // Read at call time, so a stubbed global fetch (tests) is the one used.
  const transport: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(method: Method, url: string, init: RequestInit, mayRetry: boolean) {
    const canRetry = mayRetry && IDEMPOTENT_METHODS.has(method);
    const startedAt = now();
    let delay = initialDelay;
    for (;;) {
      let response: Response | null = null;
      try {
        response = await transport(url, { ...init, method, credentials: 'same-origin' });
      } catch (error) {
        if (isAbort(error)) throw error;
      }
      const again = shouldRetry({
        canRetry,
        response,
        elapsedMs: now() - startedAt,
        delayMs: delay,
        budgetMs: budget,
        aborted: Boolean(init.signal?.aborted),
      });
      if (!again) {
        if (response === null) throw networkError();
        return response;
      }
      await sleep(delay);
      delay *= 2;
    }
  }

  async function request(
    method: Method,
    path: string,
    body: BodyInit | undefined,
    headers: Record<string, string>,
    opts: AnyOptions = {},
    mayRetry = true,
  ): Promise<unknown> {
    const url = buildUrl(fillPath(path, opts.params), opts.query as QueryParams | undefined);
    const init = { body, headers: { Accept: 'application/json', ...headers }, signal: opts.signal };
    const response = await send(method, url, init, mayRetry);
    const data = await readBody(response);
    if (!response.ok) throw toApiError(response.status, data);
    return data;
  }

  /**
   * Every state change is JSON (the server refuses others); `{}` when there is no body. The
   * answer's type is the route's: the server checks each answer against that schema before it
   * sends it (fastify-type-provider-zod's serializer), so the client does not check it again.
   */
  const call =
    <M extends HttpMethod>(method: M) =>
    <P extends ApiPath<M>>(path: P, ...[opts]: OptionsArgument<P, M>) => {
      const options = opts as AnyOptions | undefined;
      return request(
        method.toUpperCase() as Method,
        path,
        method === 'get' ? undefined : JSON.stringify(options?.body ?? {}),
        method === 'get' ? {} : { 'Content-Type': 'application/json' },
        options,
      ) as Promise<ApiAnswer<P, M>>;
    };

  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
    /** Multipart upload; the browser sets the boundary header. Never retried. */
    upload: <P extends ApiPath<'post'>>(
      path: P,
      form: FormData,
      ...[opts]: OptionsArgument<P, 'post'>
    ) =>
      request('POST', path, form, {}, opts as AnyOptions | undefined, false) as Promise<
        ApiAnswer<P, 'post'>
      >,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one API client of the web app. */
export const api = createApiClient();
