import { listingBody } from './listing-body.ts';
import { validTourRequest } from './tour-request-body.ts';

/** JSON calls to a running server process, as its own pages make them (same Origin). */
export function httpClient(base: string, origin: string) {
  let cookie = '';
  const call = async (method: string, path: string, body?: object) => {
    const headers: Record<string, string> = { origin };
    if (body) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    return fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  };
  return {
    call,
    /** Signs up a provider, signs in (the session is kept), chooses Basic and lists a community. */
    async providerWithListing(email: string) {
      const credentials = { email, password: 'violet-harbor-lantern-42' };
      const signUp = { ...credentials, name: 'Queue Provider', type: 'provider', company: 'Q Co' };
      if ((await call('POST', '/api/auth/sign-up/email', signUp)).status !== 200)
        throw new Error('sign-up failed');
      const signedIn = await call('POST', '/api/auth/sign-in/email', credentials);
      cookie = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      if ((await call('PUT', '/api/subscription', { plan: 'Basic' })).status !== 200)
        throw new Error('choosing a plan failed');
      const listing = await call('POST', '/api/provider/listings', listingBody());
      if (listing.status !== 201) throw new Error(`listing failed: ${listing.status}`);
      cookie = '';
      return ((await listing.json()) as { id: string }).id;
    },
    /** A signed-out family's tour request. */
    tourRequest: (listingId: string, overrides: Record<string, unknown> = {}) =>
      call('POST', `/api/listings/${listingId}/tour-requests`, validTourRequest(overrides)),
  };
}
