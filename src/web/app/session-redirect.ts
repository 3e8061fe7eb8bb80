import { redirect } from 'react-router';
import type { ProfileView } from '#shared/auth-schemas.ts';
import { meQueryOptions } from '#web/features/auth/api/get-me.ts';
import { paths } from '#web/lib/paths.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { authPath, NEXT_PARAM, returnPath } from '#web/lib/return-to.ts';

/**
 * A page loader that redirects when the page is not for this visitor: an HTTP redirect when the
 * server renders it, instead of an empty page the browser then leaves, and the same on a
 * client-side navigation.
 */
function redirectOnServer(target: (me: ProfileView | null, url: URL) => string | null) {
  return pageLoader(async ({ queryClient, request }) => {
    // The root loader asks for the session too; the query cache runs it once.
    const me = await queryClient.ensureQueryData(meQueryOptions);
    const to = target(me, new URL(request.url));
    if (to) throw redirect(to);
  });
}

/** For pages that need a session (/profile, /favorites): signed out → /auth, then back here. */
export const signedInOnlyLoader = redirectOnServer((me, url) =>
  me ? null : authPath(null, url.pathname + url.search),
);

/** For /auth: someone already signed in goes where they were going, or home. */
export const signedOutOnlyLoader = redirectOnServer((me, url) =>
  me ? (returnPath(url.searchParams.get(NEXT_PARAM)) ?? paths.home) : null,
);
