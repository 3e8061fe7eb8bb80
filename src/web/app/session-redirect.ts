import { redirect } from 'react-router';
import type { ProfileView } from '#shared/auth-schemas.ts';
import { meQueryOptions } from '#web/features/auth/api/get-me.ts';
import { paths } from '#web/lib/paths.ts';
import { serverLoader } from './page-data.ts';

/**
 * A page loader that answers with an HTTP redirect when the server renders a page that is not
 * for this visitor, instead of an empty page the browser then leaves. In the browser the page's
 * own check does the same (serverLoader does nothing there).
 */
function redirectOnServer(target: (me: ProfileView | null) => string | null) {
  return serverLoader(async ({ queryClient, data }) => {
    // The root loader asks for the session too; the query cache runs it once.
    const me = await queryClient.ensureQueryData({ ...meQueryOptions, queryFn: () => data.me() });
    const to = target(me);
    if (to) throw redirect(to);
  });
}

/** For pages that need a session (/profile, /favorites): signed out → /auth. */
export const signedInOnlyLoader = redirectOnServer((me) => (me ? null : paths.auth));

/** For /auth: someone already signed in goes home. */
export const signedOutOnlyLoader = redirectOnServer((me) => (me ? paths.home : null));
