import { describe, expect, it } from 'vitest';
import { createApiClient, ApiError } from '#web/lib/api-client.ts';
import { apiOf, createQueryClient } from '#web/lib/query-client.ts';
import { orNotFound, pageLoader, revalidateOnNewPath } from './page-data.ts';

const urls = (from: string, to: string) => ({
  currentUrl: new URL(from, 'http://x'),
  nextUrl: new URL(to, 'http://x'),
  currentParams: {},
  nextParams: {},
  defaultShouldRevalidate: true,
});

describe('revalidateOnNewPath', () => {
  it('runs the loader again for another path, not for another query', () => {
    expect(revalidateOnNewPath(urls('/communities/a-1', '/communities/b-2'))).toBe(true);
    expect(revalidateOnNewPath(urls('/browse?type=x', '/browse?type=y'))).toBe(false);
    expect(revalidateOnNewPath(urls('/', '/?listing=3'))).toBe(false);
  });
});

describe('orNotFound', () => {
  it("turns the API's 404 into the page's 404 and lets other failures through", async () => {
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
    const thrown = await orNotFound(Promise.reject(notFound)).catch((error: unknown) => error);
    // React Router answers a thrown `data(null, { status: 404 })` with that status.
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
    const failed = new ApiError({ status: 500, code: 'INTERNAL', message: 'Oops' });
    await expect(orNotFound(Promise.reject(failed))).rejects.toBe(failed);
    await expect(orNotFound(Promise.resolve(7))).resolves.toBe(7);
  });
});

describe('query functions call the API of their query client', () => {
  it('reads through the transport the query client was made with', async () => {
    const asked: string[] = [];
    const api = createApiClient({
      fetch: async (input) => {
        asked.push(String(input));
        return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
      },
    });
    const queryClient = createQueryClient(api);
    expect(apiOf(queryClient)).toBe(api);
    const loader = pageLoader(({ queryClient: client }) =>
      client.fetchQuery({
        queryKey: ['x'],
        queryFn: ({ client: own }) => apiOf(own).get('/api/config'),
      }),
    );
    const context = { queryClient, api, side: 'browser' };
    const args = { request: new Request('http://x/'), params: {}, context };
    await expect(loader(args as never)).resolves.toBeNull();
    expect(asked).toEqual(['/api/config']);
  });

  it('lets a page that shows its own loading state appear before its data, in the browser only', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let loaded = false;
    const loader = pageLoader(
      async () => {
        await held;
        loaded = true;
      },
      { holdsNavigation: false },
    );
    const queryClient = createQueryClient();
    const argsOn = (side: string) =>
      ({
        request: new Request('http://x/'),
        params: {},
        context: { queryClient, api, side },
      }) as never;
    const api = apiOf(queryClient);
    await expect(loader(argsOn('browser'))).resolves.toBeNull();
    expect(loaded).toBe(false);
    const onServer = loader(argsOn('server'));
    release();
    await onServer;
    expect(loaded).toBe(true);
  });
});
