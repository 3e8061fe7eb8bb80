import { data as routeData } from 'react-router';
import { pageLoader, revalidateOnNewPath } from '#web/lib/page-data.ts';
import {
  ModerationConsole,
  moderationActionsQuery,
  openReportsQuery,
  pendingClaimsQuery,
} from '#web/features/moderation/index.ts';
import { ApiError } from '#web/lib/api-client.ts';

export const shouldRevalidate = revalidateOnNewPath;

/** Rendered for admins only: anyone else, signed out included, gets the 404 page. */
export const loader = pageLoader(async ({ queryClient }) => {
  try {
    await Promise.all([
      queryClient.ensureQueryData(openReportsQuery),
      queryClient.ensureQueryData(moderationActionsQuery),
      queryClient.ensureQueryData(pendingClaimsQuery),
    ]);
  } catch (error) {
    // The API refuses a visitor (401) and anyone but an admin (403 or 404) alike.
    if (error instanceof ApiError && error.status < 500) throw routeData(null, { status: 404 });
    throw error;
  }
});

/** /admin: the moderation console (docs/decisions/034). */
export function Component() {
  return <ModerationConsole />;
}
