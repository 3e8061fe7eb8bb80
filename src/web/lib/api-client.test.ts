import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildUrl,
  createApiClient,
  errorMessage,
  fillPath,
  shouldRetry,
} from './api-client.ts';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const errorBody = (code: string, message: string) => ({
  error: { code, message, details: { field: 'email' } },
  requestId: 'req-123',
});

function mockFetch(...responses: Array<Response | Error>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const next of responses) {
    if (next instanceof Error) fetchMock.mockRejectedValueOnce(next);
    else fetchMock.mockResolvedValueOnce(next);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function clientWithRecordedWaits(retryBudgetMs = 30_000) {
  const waits: number[] = [];
  let clock = 0;
  const client = createApiClient({
    retryBudgetMs,
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
  });
  return { client, waits };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('parses the error shape into an ApiError', async () => {
    mockFetch(jsonResponse(422, errorBody('USER_ALREADY_EXISTS', 'User already exists')));
    const { client } = clientWithRecordedWaits();

    const body = { type: 'seeker', name: 'A', email: 'a@b.co', password: 'long enough' } as const;
    const error = await client.post('/api/auth/sign-up/email', { body }).catch((e) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'USER_ALREADY_EXISTS',
      message: 'User already exists',
      requestId: 'req-123',
      details: { field: 'email' },
    });
    expect(errorMessage(error, 'Failed to sign up')).toBe('User already exists');
  });

  it('falls back to a generic message when the body is not the error shape', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 500 }));
    const { client } = clientWithRecordedWaits();

    const error = await client.get('/api/me').catch((e) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'HTTP_ERROR', requestId: null });
    expect((error as ApiError).message).toMatch(/HTTP 500/);
    expect(errorMessage(error, 'Failed to sign in')).toBe('Failed to sign in');
  });

  it('retries a GET on 503 with exponential backoff, then succeeds', async () => {
    const fetchMock = mockFetch(
      jsonResponse(503, {}),
      jsonResponse(503, {}),
      new TypeError('Failed to fetch'),
      jsonResponse(200, { ok: true }),
    );
    const { client, waits } = clientWithRecordedWaits();

    const result = await client.get('/api/config');

    expect(result).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([200, 400, 800]);
  });

  it('stops retrying when the 30 s budget would be exceeded', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(504, {}));
    vi.stubGlobal('fetch', fetchMock);
    const { client, waits } = clientWithRecordedWaits();

    const error = await client.get('/api/me').catch((e) => e);

    expect(error).toMatchObject({ status: 504 });
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(30_000);
    expect(waits.at(-1)).toBe(12_800);
  });

  it('does not retry a POST on 503', async () => {
    const fetchMock = mockFetch(jsonResponse(503, errorBody('UNAVAILABLE', 'Try later')));
    const { client, waits } = clientWithRecordedWaits();

    const error = await client
      .post('/api/auth/sign-in/email', { body: { email: 'a@b.co', password: 'x' } })
      .catch((e) => e);

    expect(error).toMatchObject({ status: 503, message: 'Try later' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('does not retry a POST on a network error', async () => {
    const fetchMock = mockFetch(new TypeError('Failed to fetch'));
    const { client } = clientWithRecordedWaits();

    const error = await client.post('/api/auth/sign-out').catch((e) => e);

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a GET on 400', async () => {
    const fetchMock = mockFetch(jsonResponse(400, errorBody('VALIDATION', 'Invalid query')));
    const { client, waits } = clientWithRecordedWaits();

    const error = await client.get('/api/listings').catch((e) => e);

    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Invalid query' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('sends mutations as JSON with an empty object when there is no body', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { ok: true }));
    const { client } = clientWithRecordedWaits();

    await client.post('/api/auth/sign-out');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/sign-out');
    expect(init).toMatchObject({ method: 'POST', body: '{}', credentials: 'same-origin' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends through the transport it was given instead of the global fetch', async () => {
    const global = vi.fn();
    vi.stubGlobal('fetch', global);
    const transport = vi.fn(async () => Response.json({ ok: true }));
    const api = createApiClient({ fetch: transport });
    const body = { name: 'Near home', query: 'zip=97201', frequency: 'weekly' } as const;
    expect(await api.post('/api/saved-searches', { body })).toEqual({ ok: true });
    expect(transport).toHaveBeenCalledWith(
      '/api/saved-searches',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }),
    );
    expect(global).not.toHaveBeenCalled();
  });

  it('fills the path parameters, encoded, and appends the query', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { reviews: [] }), jsonResponse(200, []));
    const { client } = clientWithRecordedWaits();

    await client.get('/api/listings/{id}/reviews', { params: { id: 'a/b c' } });
    await client.get('/api/city-pages', { query: { type: 'memory-care' } });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/listings/a%2Fb%20c/reviews',
      '/api/city-pages?type=memory-care',
    ]);
  });

  it('refuses a path whose parameter is missing rather than sending "{id}"', () => {
    expect(() => fillPath('/api/listings/{id}', {})).toThrow(/missing path parameter "id"/);
  });

  it('builds query strings with repeated keys and without empty values', () => {
    expect(
      buildUrl('/api/listings', { type: ['memory-care', 'respite-care'], q: '', zip: 97201 }),
    ).toBe('/api/listings?type=memory-care&type=respite-care&zip=97201');
  });
});

describe('shouldRetry', () => {
  const attempt = {
    canRetry: true,
    response: { status: 503 },
    elapsedMs: 1_000,
    delayMs: 400,
    budgetMs: 30_000,
    aborted: false,
  };

  it('retries a passing failure (no answer, 502/503/504) within the budget', () => {
    for (const status of [null, 502, 503, 504]) {
      expect(shouldRetry({ ...attempt, response: status === null ? null : { status } })).toBe(true);
    }
  });

  it('keeps an answer that is not a passing failure', () => {
    for (const status of [200, 400, 404, 500]) {
      expect(shouldRetry({ ...attempt, response: { status } })).toBe(false);
    }
  });

  it('never retries what may not be retried, or an aborted request', () => {
    expect(shouldRetry({ ...attempt, canRetry: false })).toBe(false);
    expect(shouldRetry({ ...attempt, aborted: true })).toBe(false);
  });

  it('stops when the next wait would pass the budget', () => {
    expect(shouldRetry({ ...attempt, elapsedMs: 29_600, delayMs: 400 })).toBe(true);
    expect(shouldRetry({ ...attempt, elapsedMs: 29_601, delayMs: 400 })).toBe(false);
  });
});
