import { vi } from 'vitest';

/** One request the component sent: its method, address and body (JSON parsed, FormData kept). */
export type SentRequest = { method: string; url: string; body: unknown };

type Answer = (request: SentRequest) => Response | Promise<Response>;

/** A JSON answer, as the API sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  return JSON.parse(body) as unknown;
}

/**
 * Replaces the global fetch for one test (the setup file restores it): each request is recorded
 * and answered by `answer`, so a test asserts what the component asked of the API.
 */
export function stubFetch(answer: Answer): SentRequest[] {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : String(input),
      body: readBody(init?.body),
    };
    sent.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}
