import type { App } from '#server/app.ts';
import { authHeaders, type TestUser } from './auth.ts';
import { listingBody } from './listing-body.ts';

/** Through the API as `provider`: chooses the Basic plan and lists `listingBody()`; returns its id. */
export async function subscribeAndList(app: App, provider: TestUser): Promise<string> {
  const headers = authHeaders(provider);
  await app.inject({
    method: 'PUT',
    url: '/api/subscription',
    headers,
    payload: { plan: 'Basic' },
  });
  const created = await app.inject({
    method: 'POST',
    url: '/api/provider/listings',
    headers,
    payload: listingBody(),
  });
  return created.json().id as string;
}
